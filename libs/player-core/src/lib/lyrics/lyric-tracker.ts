import type { Timers } from '@cadenza/ports';
import { PLAYER_TIMING } from '../constants/timing';
import { findCurrentLine } from './current-line';
import type { Timed } from './time-search';

/** What {@link createLyricTracker} needs. */
export interface LyricTrackerOptions {
  /** The song's lines, sorted by time. A new song gets a new tracker. */
  lines: readonly Timed[];
  /** The playback position in ms. A time that is not a finite number skips the tick. */
  getTimeMs: () => number;
  /** The song's lyric offset in ms (clamped to ±10 s when applied). */
  getOffsetMs: () => number;
  /** The interval timer the tracker runs on (the platform's, or a fake clock in tests). */
  scheduler: Pick<Timers, 'setInterval' | 'clearInterval'>;
  /** Called with the new current line index (−1 before the first line) whenever it changes. */
  onLineChange: (index: number) => void;
}

/** A running lyric tracker. */
export interface LyricTracker {
  /** Starts ticking every {@link PLAYER_TIMING.lyricTickMs} ms; does nothing when running or disposed. */
  start(): void;
  /** Stops ticking (clears the interval); the last index is kept, so a restart emits only changes. */
  stop(): void;
  /** Checks the current line now (for example right after a seek), emitting if it changed. */
  refresh(): void;
  /** The current line index as last emitted (−1 initially). */
  currentIndex(): number;
  /** Stops for good: later calls to `start` do nothing. */
  dispose(): void;
}

/**
 * Tracks the current lyric line: every `PLAYER_TIMING.lyricTickMs` (50 ms) it finds the line for
 * the playback time plus the song's offset and calls `onLineChange` only when the index changed.
 * The first tick comes one interval after `start()`; call `refresh()` for an immediate update.
 */
export function createLyricTracker(options: LyricTrackerOptions): LyricTracker {
  const { lines, getTimeMs, getOffsetMs, scheduler, onLineChange } = options;
  let index = -1;
  let running: { handle: unknown } | null = null;
  let disposed = false;

  const refresh = (): void => {
    const timeMs = getTimeMs();
    if (!Number.isFinite(timeMs)) return;
    const next = findCurrentLine(lines, timeMs, getOffsetMs());
    if (next === index) return;
    index = next;
    onLineChange(next);
  };

  const stop = (): void => {
    if (running === null) return;
    scheduler.clearInterval(running.handle);
    running = null;
  };

  return {
    start: () => {
      if (running !== null || disposed) return;
      running = { handle: scheduler.setInterval(refresh, PLAYER_TIMING.lyricTickMs) };
    },
    stop,
    refresh,
    currentIndex: () => index,
    dispose: () => {
      stop();
      disposed = true;
    },
  };
}
