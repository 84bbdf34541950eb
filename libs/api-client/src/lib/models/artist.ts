import type { Song } from './song';

/** An artist card (`/top/artists`) or header (`/artist/detail`). */
export interface Artist {
  id: number;
  name: string;
  /** Avatar or card picture. */
  picUrl: string;
  alias: string[];
  /** Shown in the "about" tab; null on cards. */
  briefDesc: string | null;
  musicSize: number | null;
  albumSize: number | null;
}

/** One page of an artist's songs; `hasMore` is "the page was full" (contract §3.7). */
export interface ArtistSongsPage {
  songs: Song[];
  hasMore: boolean;
}
