/** A song's audio address (`/song/url/v1`, `/song/download/url/v1`). */
export interface SongUrl {
  id: number;
  /** Null when the song cannot be played. */
  url: string | null;
  br: number;
  size: number;
  /** File type (`mp3`, `flac`…), read by downloads. */
  type: string | null;
  level: string | null;
  /** The trial window of a VIP song for a non-VIP: the client unblocks it (contract §3.2). */
  freeTrial: { start: number; end: number } | null;
}

/** A song's lyrics as LRC text. */
export interface Lyric {
  lrc: string;
  /** The translation, when there is one. */
  tlyric: string | null;
  /** Word-by-word lyrics (`yrc`), when there are some. */
  yrc: string | null;
  /** The translation of the word-by-word lines (`ytlrc`), when there is one. */
  ytlrc: string | null;
  /** Instrumental: no lyrics at all. */
  noLyric: boolean;
}
