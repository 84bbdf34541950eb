/** An MV card. */
export interface Mv {
  id: number;
  name: string;
  cover: string;
  playCount: number;
  /** Artist names joined with `/`. */
  artistName: string;
  durationMs: number | null;
}

/** One page of MVs; `hasMore` is "the page was full" (contract §3.10). */
export interface MvPage {
  mvs: Mv[];
  hasMore: boolean;
}

/** An MV's video address; null when it cannot be played. */
export interface MvUrl {
  id: number;
  url: string | null;
}
