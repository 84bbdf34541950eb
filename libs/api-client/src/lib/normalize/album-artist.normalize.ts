import type {
  AlbumCardDto,
  AlbumDto,
  ArtistAlbumDto,
  ArtistDetailDto,
  TopArtistDto,
} from '@cadenza/contract';
import type { Album, AlbumDetail, AlbumPage } from '../models/album';
import type { Artist } from '../models/artist';
import type { Playlist } from '../models/playlist';
import { playlistOfSongs } from './playlist.normalize';
import { songFromShapeA } from './song.normalize';

/** An album card from any list that sends one (`/album/newest`, `/artist/album`, search). */
export function albumCardFrom(dto: AlbumCardDto): Album {
  const artist = dto.artist ?? dto.artists?.[0];
  return {
    id: dto.id,
    name: dto.name,
    picUrl: dto.picUrl,
    artist: artist ? { id: artist.id, name: artist.name } : null,
    publishTime: dto.publishTime ?? null,
    size: dto.size ?? null,
    company: dto.company ?? null,
    description: null,
    type: dto.type ?? null,
  };
}

/** `/album`: the header and its songs, whose missing covers fall back to the album's (§3.6). */
export function albumDetailFrom(dto: AlbumDto): AlbumDetail {
  return {
    album: { ...albumCardFrom(dto.album), description: dto.album.description },
    songs: dto.songs.map((song) => songFromShapeA(song, dto.album.picUrl)),
  };
}

/**
 * `/album` as the list page shows it: the album's songs as a playlist whose "creator" is the
 * artist, named `<artist> - <company>` (contract §3.6).
 */
export function playlistFromAlbum(dto: AlbumDto): Playlist {
  const { album, songs } = albumDetailFrom(dto);
  const { artist } = dto.album;
  return playlistOfSongs(
    {
      id: album.id,
      name: album.name,
      coverImgUrl: album.picUrl,
      description: album.description,
      creator: {
        userId: artist.id,
        nickname: album.company ? `${artist.name} - ${album.company}` : artist.name,
        avatarUrl: artist.img1v1Url,
      },
    },
    songs,
  );
}

/** `/artist/album`: one page of an artist's albums (all of them open the album page). */
export function artistAlbumsFrom(dto: ArtistAlbumDto): AlbumPage {
  return {
    albums: dto.hotAlbums.map((album) => ({ ...albumCardFrom(album), type: '专辑' })),
    more: dto.more ?? false,
  };
}

/** `/artist/detail`: the artist header. */
export function artistDetailFrom(dto: ArtistDetailDto): Artist {
  const { artist } = dto.data;
  return {
    id: artist.id,
    name: artist.name,
    picUrl: artist.avatar,
    alias: [...artist.alias],
    briefDesc: artist.briefDesc,
    musicSize: artist.musicSize ?? null,
    albumSize: artist.albumSize ?? null,
  };
}

/** A hot artist of `/top/artists`. */
export function topArtistFrom(dto: TopArtistDto): Artist {
  return {
    id: dto.id,
    name: dto.name,
    picUrl: dto.picUrl,
    alias: [...(dto.alias ?? [])],
    briefDesc: null,
    musicSize: dto.musicSize,
    albumSize: dto.albumSize ?? null,
  };
}
