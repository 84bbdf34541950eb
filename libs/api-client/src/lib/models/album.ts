import type { Song } from './song';

/** An album card or header. Fields a list does not send are null. */
export interface Album {
  id: number;
  name: string;
  picUrl: string;
  artist: { id: number; name: string } | null;
  /** Epoch ms. */
  publishTime: number | null;
  /** Song count. */
  size: number | null;
  company: string | null;
  description: string | null;
  /** `专辑`, `EP/Single`, `Single`… (only `专辑` cards open the album, contract §3.8). */
  type: string | null;
}

/** The album page: its header and its songs (covers filled from the album). */
export interface AlbumDetail {
  album: Album;
  songs: Song[];
}

/** One page of an artist's albums. */
export interface AlbumPage {
  albums: Album[];
  more: boolean;
}
