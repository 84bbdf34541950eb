import type { Song } from './song';

/** One entry of a user's listening ranking. */
export interface ListenRecord {
  song: Song;
  playCount: number;
  score: number;
}
