import type { Song } from './song';
import type { UserRef } from './user';

/**
 * A playlist (or chart, album, daily list) as the list page shows it. `trackIds` is the complete
 * order; `tracks` holds the songs the answer carried (a prefix: fetch the rest with
 * `getSongDetails`). Without upstream `trackIds`, `trackIds` is the ids of `tracks`.
 */
export interface Playlist {
  id: number;
  name: string;
  coverImgUrl: string;
  description: string | null;
  creator: UserRef | null;
  /** Null when unknown (charts, albums). */
  subscribed: boolean | null;
  trackCount: number;
  playCount: number | null;
  /** How many listeners saved it; null when unknown (albums, daily list). */
  subscribedCount: number | null;
  /** The playlist's tags (e.g. 华语, 流行); empty when it has none or is not a playlist. */
  tags: string[];
  /** Charts only, e.g. "每周更新". */
  updateFrequency: string | null;
  trackIds: number[];
  tracks: Song[];
}

/** A playlist card of the square, charts, recommendations, search and user pages. */
export interface PlaylistCard {
  id: number;
  name: string;
  coverImgUrl: string;
  playCount: number;
  trackCount: number | null;
  creator: UserRef | null;
  /** The owner (user playlists: the drawer keeps the user's own). */
  ownerId: number | null;
  /** 5: the "liked songs" list; 10: a chart. */
  specialType: number | null;
  updateFrequency: string | null;
}

/** A playlist category chip. */
export interface PlaylistCategory {
  name: string;
  category: number | null;
  hot: boolean;
}

/** One page of playlist cards. */
export interface PlaylistPage {
  playlists: PlaylistCard[];
  more: boolean;
  total: number | null;
}

/** A new playlist. */
export interface CreatedPlaylist {
  id: number;
  name: string | null;
}

/** The outcome of adding or removing tracks: the playlist's new track count when sent. */
export interface PlaylistTracksResult {
  count: number | null;
}
