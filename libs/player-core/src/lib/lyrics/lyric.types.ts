/**
 * The parsed lyric shapes (product spec §3 "lyric", §4 "Lyrics"). Every time is in milliseconds
 * from the start of the song, before the per-song offset is applied.
 */

/** One timed word of a word-by-word (`yrc`) line; `startMs` is absolute, like the line's time. */
export interface LyricWord {
  startMs: number;
  durationMs: number;
  text: string;
}

/**
 * One lyric line. `text` may be empty (an instrumental break). `translation` is set when a
 * translated line matched it by time; `words` when the line came from word-by-word lyrics.
 */
export interface LyricLine {
  timeMs: number;
  text: string;
  translation?: string;
  words?: LyricWord[];
}

/** The lyrics of one song, ready for display: lines sorted by time (stable for equal times). */
export interface Lyrics {
  lines: LyricLine[];
  /** At least one line carries a translation. */
  hasTranslation: boolean;
  /** At least one line carries timed words (`yrc`). */
  hasWords: boolean;
}

/** One lyric document of the `/lyric` and `/lyric/new` answers (upstream contract §3.2, §3.13). */
export interface LyricTextSource {
  lyric?: string | null;
}

/**
 * The parts of `/lyric` (`lrc`, `tlyric`, `nolyric`) and `/lyric/new` (`yrc`, `ytlrc`: the
 * translation timed to the `yrc` lines) that lyrics are built from. Any wider DTO fits.
 */
export interface LyricSourceDto {
  lrc?: LyricTextSource | null;
  tlyric?: LyricTextSource | null;
  yrc?: LyricTextSource | null;
  ytlrc?: LyricTextSource | null;
  nolyric?: boolean;
}
