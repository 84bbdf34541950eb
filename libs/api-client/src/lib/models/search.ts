import type { Album } from './album';
import type { BilibiliVideoCard } from './bilibili';
import type { Mv } from './mv';
import type { PlaylistCard } from './playlist';
import type { Song } from './song';

/** The search types of the search page: songs, albums, playlists, MVs, and the video site. */
export type SearchType = 1 | 10 | 1000 | 1004 | 2000;

/**
 * The search types of the search page in its tab order (2000: the video site, through
 * `/bilibili/search`). A plain list, apart from the endpoints: the frame's search box reads it
 * before the API has loaded.
 */
export const SEARCH_TYPES: readonly SearchType[] = [1, 10, 1000, 1004, 2000];

/** The search box placeholder and the keyword searched when the box is empty. */
export interface SearchDefault {
  showKeyword: string;
  realkeyword: string;
}

/** One suggestion while typing: a song (with its artists), an artist, an album or a playlist. */
export interface SearchSuggestion {
  kind: 'song' | 'artist' | 'album' | 'playlist';
  id: number;
  name: string;
  /** The song's artists, joined; absent for the other kinds. */
  detail?: string;
}

/** One hot search. */
export interface HotSearch {
  searchWord: string;
  score: number | null;
  content: string | null;
}

/**
 * One page of search results, by type. `hasMore`: the page was full (contract §3.8, §4.2).
 */
export type SearchResults =
  | { type: 1; songs: Song[]; total: number | null; hasMore: boolean }
  | { type: 10; albums: Album[]; total: number | null; hasMore: boolean }
  | { type: 1000; playlists: PlaylistCard[]; total: number | null; hasMore: boolean }
  | { type: 1004; mvs: Mv[]; total: number | null; hasMore: boolean }
  | { type: 2000; videos: BilibiliVideoCard[]; total: number | null; hasMore: boolean };
