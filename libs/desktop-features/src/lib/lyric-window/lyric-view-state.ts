import { findCurrentLine } from '@cadenza/player-core';
import type {
  LyricWindowLine,
  LyricWindowLyric,
  LyricWindowSnapshot,
  LyricWindowSong,
} from '@cadenza/platform';

/** What the lyric window's page knows, from the shell's snapshot and the feed since. */
export interface LyricViewState {
  /** The shell's snapshot has been read. */
  loaded: boolean;
  song: LyricWindowSong | null;
  /** The current song's lines; null until they (or word that there are none) arrive. */
  lines: LyricWindowLine[] | null;
  /** The lyric time at `anchoredAt` (page clock, ms), and whether it runs from there. */
  anchor: { timeMs: number; anchoredAt: number; playing: boolean };
  locked: boolean;
  /** The song whose lines were waited for in vain (5 s): it shows 'no lyrics'. */
  gaveUpOn: string | null;
}

/** Before the snapshot. */
export const INITIAL_LYRIC_VIEW: LyricViewState = {
  loaded: false,
  song: null,
  lines: null,
  anchor: { timeMs: 0, anchoredAt: 0, playing: false },
  locked: false,
  gaveUpOn: null,
};

/** What changes the page's state. `now` is the page's clock when it happened. */
export type LyricViewEvent =
  /** The shell's snapshot: read when the page loads, and again while lines are waited for. */
  | { type: 'snapshot'; snapshot: LyricWindowSnapshot; now: number }
  /** The wait for the lines (or the first snapshot) is over without them. */
  | { type: 'gave-up' }
  | { type: 'song'; song: LyricWindowSong | null }
  | { type: 'lyric'; lyric: LyricWindowLyric; now: number }
  | { type: 'locked'; locked: boolean };

function applyLyric(state: LyricViewState, lyric: LyricWindowLyric, now: number): LyricViewState {
  // Lines for another song (one that changed meanwhile) are not this song's.
  if (state.song && lyric.songId !== state.song.id) return state;
  const anchor = { timeMs: lyric.timeMs, anchoredAt: now, playing: lyric.playing };
  if (lyric.type === 'full') return { ...state, lines: lyric.lines, anchor };
  if (lyric.type === 'empty') return { ...state, lines: [], anchor };
  return { ...state, anchor };
}

/** The page's state after an event. */
export function lyricViewReducer(state: LyricViewState, event: LyricViewEvent): LyricViewState {
  switch (event.type) {
    case 'snapshot': {
      const { song, lyric, locked } = event.snapshot;
      const sameSong = state.loaded && song?.id === state.song?.id;
      const base = sameSong
        ? { ...state, song, locked }
        : { ...state, loaded: true, song, lines: null, locked, gaveUpOn: null };
      return lyric ? applyLyric(base, lyric, event.now) : base;
    }
    case 'gave-up':
      return { ...state, loaded: true, gaveUpOn: state.song?.id ?? null };
    case 'song':
      if (state.loaded && event.song?.id === state.song?.id) return { ...state, song: event.song };
      return { ...state, song: event.song, lines: null, gaveUpOn: null };
    case 'lyric':
      return applyLyric(state, event.lyric, event.now);
    case 'locked':
      return { ...state, locked: event.locked };
  }
}

/** The lyric time at `now`: where it was anchored, plus the time since while playing. */
export function lyricTimeAt(state: LyricViewState, now: number): number {
  const { timeMs, anchoredAt, playing } = state.anchor;
  return playing ? timeMs + Math.max(0, now - anchoredAt) : timeMs;
}

/** What the lyric window shows. */
export type LyricDisplay =
  | { kind: 'message'; message: 'loading' | 'noLyrics' | 'notPlaying' }
  /** Before the first line: the song itself. */
  | { kind: 'title'; song: LyricWindowSong }
  | { kind: 'line'; text: string; translation?: string; next?: string };

/** Whether the page is waiting: for the shell's snapshot, or for the current song's lines. */
export function isWaitingForLyrics(state: LyricViewState): boolean {
  if (!state.loaded) return true;
  return state.song !== null && state.lines === null && state.gaveUpOn !== state.song.id;
}

/**
 * What to show at `now`: 'loading lyrics' until the song's lines (or word there are none)
 * arrive, 'no lyrics for current song' for a song without (or after the wait), else the
 * current line with its translation (when asked for) or the next line under it.
 */
export function lyricDisplay(
  state: LyricViewState,
  now: number,
  showTranslation: boolean,
): LyricDisplay {
  if (!state.loaded) return { kind: 'message', message: 'loading' };
  if (!state.song) return { kind: 'message', message: 'notPlaying' };
  if (state.lines === null) {
    return { kind: 'message', message: state.gaveUpOn === state.song.id ? 'noLyrics' : 'loading' };
  }
  if (state.lines.length === 0) return { kind: 'message', message: 'noLyrics' };
  const index = findCurrentLine(state.lines, lyricTimeAt(state, now));
  const line = state.lines[index];
  if (!line) return { kind: 'title', song: state.song };
  const next = state.lines[index + 1]?.text;
  const translation = showTranslation ? line.translation : undefined;
  return {
    kind: 'line',
    // An empty line is an instrumental break.
    text: line.text || '♪',
    ...(translation ? { translation } : next ? { next } : {}),
  };
}

/**
 * How long until the shown line changes while playing (the next line's start), at most
 * `maxMs`; null while paused or with no line ahead.
 */
export function msUntilNextLine(state: LyricViewState, now: number, maxMs: number): number | null {
  if (!state.anchor.playing || !state.lines || state.lines.length === 0) return null;
  const time = lyricTimeAt(state, now);
  const next = state.lines[findCurrentLine(state.lines, time) + 1];
  if (!next) return null;
  return Math.min(maxMs, Math.max(1, Math.ceil(next.timeMs - time)));
}
