/**
 * The desktop lyric window as the renderer sees it (spec §2 /lyric, §7 "Lyric window"). The main
 * window's page feeds it ({@link LyricWindowHost}); the lyric window's own page follows the feed
 * and sends its controls back ({@link LyricWindowView}). Absent on the web.
 */

/** The song the lyric window shows. */
export interface LyricWindowSong {
  /** The track's id as a string. */
  id: string;
  name: string;
  artists: string[];
}

/** One line as the lyric window shows it: when it starts (ms), its text and translation. */
export interface LyricWindowLine {
  timeMs: number;
  text: string;
  translation?: string;
}

/**
 * The lyric JSON of spec §7: `full` (the song's lines), `update` (time and play state, every
 * second and on play/pause), `empty` (the song has no lyrics). `timeMs` is the lyric time (the
 * position plus the song's lyric offset) when it was sent.
 */
export type LyricWindowLyric =
  | { type: 'full'; songId: string; lines: LyricWindowLine[]; timeMs: number; playing: boolean }
  | { type: 'update'; songId: string; timeMs: number; playing: boolean }
  | { type: 'empty'; songId: string; timeMs: number; playing: boolean };

/** The lyric window's controls for the player (spec §7: playpause, prev, next). */
export type LyricWindowControl = 'playpause' | 'prev' | 'next';

/** What the shell knows of the lyric window, read when a page loads. */
export interface LyricWindowSnapshot {
  open: boolean;
  locked: boolean;
  song: LyricWindowSong | null;
  lyric: LyricWindowLyric | null;
}

/** The lyric window seen from the main window's page. */
export interface LyricWindowHost {
  /** Opens or closes it (the play bar's button, the shortcut). */
  toggle(): void;
  /** Whether it is open now (for a page that loads while it is). */
  readOpen(): Promise<boolean>;
  /** Calls the listener whenever it opens or closes (also when the listener closed it). */
  subscribeOpen(listener: (open: boolean) => void): () => void;
  /** Calls the listener with each control pressed in the lyric window. */
  subscribeControl(listener: (control: LyricWindowControl) => void): () => void;
  sendSong(song: LyricWindowSong | null): void;
  sendLyric(lyric: LyricWindowLyric): void;
}

/** The lyric window's own page: what the shell forwards to it, and its controls. */
export interface LyricWindowView {
  readState(): Promise<LyricWindowSnapshot>;
  subscribeSong(listener: (song: LyricWindowSong | null) => void): () => void;
  subscribeLyric(listener: (lyric: LyricWindowLyric) => void): () => void;
  subscribeLocked(listener: (locked: boolean) => void): () => void;
  /** The settings document the main window saved (font, colours, language); unvalidated. */
  subscribeSettings(listener: (settings: unknown) => void): () => void;
  control(control: LyricWindowControl): void;
  setLocked(locked: boolean): void;
  /** While locked: lets the mouse in (over the unlock button) or out again. */
  setInteractive(interactive: boolean): void;
  close(): void;
}
