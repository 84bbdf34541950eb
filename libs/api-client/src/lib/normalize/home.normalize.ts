import type {
  AlbumNewestDto,
  PersonalizedNewsongDto,
  RecommendSongsDto,
  TopArtistsDto,
  TopSongDto,
} from '@cadenza/contract';
import type { Album } from '../models/album';
import type { Artist } from '../models/artist';
import type { Playlist } from '../models/playlist';
import type { Song } from '../models/song';
import { albumCardFrom, topArtistFrom } from './album-artist.normalize';
import { playlistOfSongs } from './playlist.normalize';
import { songFromShapeA, songFromShapeB } from './song.normalize';

/** The name of the daily recommendation when it is shown as a list. */
export const DAILY_RECOMMEND_NAME = '每日推荐';

/** `/recommend/songs`: the daily songs (Shape A). */
export function dailySongsFrom(dto: RecommendSongsDto): Song[] {
  return dto.data.dailySongs.map((song) => songFromShapeA(song));
}

/** `/recommend/songs` as the list page shows it (id 0, the first song's cover). */
export function playlistFromDailySongs(dto: RecommendSongsDto): Playlist {
  const songs = dailySongsFrom(dto);
  return playlistOfSongs(
    {
      id: 0,
      name: DAILY_RECOMMEND_NAME,
      coverImgUrl: songs[0]?.picUrl ?? '',
      description: null,
      creator: null,
    },
    songs,
  );
}

/** `/personalized/newsong`: Shape B songs; the item's own `picUrl` is the cover. */
export function newSongsFrom(dto: PersonalizedNewsongDto): Song[] {
  return dto.result.map((item) => songFromShapeB(item.song, item.picUrl));
}

/** `/top/song`: the newest releases (Shape B songs; the album's cover). */
export function topSongsFrom(dto: TopSongDto): Song[] {
  return dto.data.map((song) => songFromShapeB(song));
}

/** `/top/artists`: the hot artists. */
export function topArtistsFrom(dto: TopArtistsDto): Artist[] {
  return dto.artists.map(topArtistFrom);
}

/** `/album/newest`: the new albums; the home page shows `blurPicUrl` as the cover. */
export function newestAlbumsFrom(dto: AlbumNewestDto): Album[] {
  return dto.albums.map((album) => ({
    ...albumCardFrom(album),
    picUrl: album.blurPicUrl || album.picUrl,
  }));
}
