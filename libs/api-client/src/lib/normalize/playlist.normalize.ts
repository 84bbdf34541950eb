import type {
  UserRefDto,
  PlaylistCatlistDto,
  PlaylistCardDto,
  PersonalizedDto,
  ToplistDto,
  TopPlaylistDto,
  PlaylistCreateDto,
  PlaylistDetailDto,
  PlaylistTracksDto,
} from '@cadenza/contract';
import type {
  CreatedPlaylist,
  Playlist,
  PlaylistCard,
  PlaylistCategory,
  PlaylistPage,
  PlaylistTracksResult,
} from '../models/playlist';
import type { Song } from '../models/song';
import type { UserRef } from '../models/user';
import { songFromShapeA } from './song.normalize';

/** An embedded user; null when the upstream sent none. */
export function userRefFrom(dto: UserRefDto | null | undefined): UserRef | null {
  return dto ? { userId: dto.userId, nickname: dto.nickname, avatarUrl: dto.avatarUrl } : null;
}

/** `/playlist/detail`: the header, the complete order (`trackIds`) and the rows sent (`tracks`). */
export function playlistFromDetail(dto: PlaylistDetailDto): Playlist {
  const { playlist } = dto;
  const tracks = playlist.tracks.map((track) => songFromShapeA(track));
  const trackIds = playlist.trackIds
    ? playlist.trackIds.map(({ id }) => id)
    : tracks.map((song) => Number(song.id));
  return {
    id: playlist.id,
    name: playlist.name,
    coverImgUrl: playlist.coverImgUrl,
    description: playlist.description,
    creator: userRefFrom(playlist.creator),
    subscribed: playlist.subscribed,
    trackCount: trackIds.length,
    playCount: playlist.playCount ?? null,
    subscribedCount: playlist.subscribedCount ?? null,
    tags: playlist.tags ?? [],
    updateFrequency: playlist.updateFrequency ?? null,
    trackIds,
    tracks,
  };
}

/** A list of songs shown as a playlist (album page, daily recommendation). */
export function playlistOfSongs(
  header: Pick<Playlist, 'id' | 'name' | 'coverImgUrl' | 'description' | 'creator'>,
  songs: Song[],
): Playlist {
  return {
    ...header,
    subscribed: null,
    trackCount: songs.length,
    playCount: null,
    subscribedCount: null,
    tags: [],
    updateFrequency: null,
    trackIds: songs.map((song) => Number(song.id)),
    tracks: songs,
  };
}

/** What every playlist card source sends, under its own names. */
export interface PlaylistCardSource {
  id: number;
  name: string;
  coverImgUrl: string;
  playCount: number;
  trackCount?: number | undefined;
  creator?: UserRefDto | null | undefined;
  userId?: number | undefined;
  specialType?: number | undefined;
  updateFrequency?: string | null | undefined;
}

/** A playlist card from any list that sends one. */
export function playlistCardFrom(dto: PlaylistCardSource): PlaylistCard {
  return {
    id: dto.id,
    name: dto.name,
    coverImgUrl: dto.coverImgUrl,
    playCount: dto.playCount,
    trackCount: dto.trackCount ?? null,
    creator: userRefFrom(dto.creator),
    ownerId: dto.userId ?? dto.creator?.userId ?? null,
    specialType: dto.specialType ?? null,
    updateFrequency: dto.updateFrequency ?? null,
  };
}

/** `/playlist/catlist`: the category chips. */
export function categoriesFrom(dto: PlaylistCatlistDto): PlaylistCategory[] {
  return dto.sub.map((category) => ({
    name: category.name,
    category: category.category ?? null,
    hot: category.hot ?? false,
  }));
}

/** `/top/playlist`: one page of the playlist square. */
export function topPlaylistPageFrom(dto: TopPlaylistDto): PlaylistPage {
  return {
    playlists: dto.playlists.map((card: PlaylistCardDto) => playlistCardFrom(card)),
    more: dto.more,
    total: dto.total ?? null,
  };
}

/** `/toplist`: the charts (opened with `/playlist/detail`). */
export function toplistsFrom(dto: ToplistDto): PlaylistCard[] {
  return dto.list.map((chart) => playlistCardFrom({ ...chart, specialType: 10 }));
}

/** `/personalized`: recommended playlists (`picUrl` is their cover). */
export function personalizedFrom(dto: PersonalizedDto): PlaylistCard[] {
  return dto.result.map((item) =>
    playlistCardFrom({
      id: item.id,
      name: item.name,
      coverImgUrl: item.picUrl,
      playCount: item.playCount,
      trackCount: item.trackCount,
    }),
  );
}

/** `/playlist/create`: the new playlist's id. */
export function createdPlaylistFrom(dto: PlaylistCreateDto): CreatedPlaylist {
  return { id: dto.id, name: dto.playlist?.name ?? null };
}

/** The inner answer of `/playlist/tracks` when it succeeded (inner `code` 200). */
export function tracksResultFrom(dto: PlaylistTracksDto): PlaylistTracksResult {
  return { count: dto.body.count ?? null };
}
