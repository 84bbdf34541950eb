import { PLAYER_LIMITS } from '../constants/timing';
import type { LyricLine } from './lyric.types';
import { type Timed, upperBoundByTime } from './time-search';

/** The largest per-song lyric offset, either way, in milliseconds (±10 s). */
export const LYRIC_OFFSET_LIMIT_MS = PLAYER_LIMITS.lyricOffsetLimitSeconds * 1_000;

/**
 * Clamps a per-song lyric offset to ±{@link LYRIC_OFFSET_LIMIT_MS} and rounds it to whole
 * milliseconds; NaN becomes 0.
 */
export function clampLyricOffset(offsetMs: number): number {
  if (Number.isNaN(offsetMs)) return 0;
  const clamped = Math.min(LYRIC_OFFSET_LIMIT_MS, Math.max(-LYRIC_OFFSET_LIMIT_MS, offsetMs));
  return Math.round(clamped) + 0;
}

/**
 * The lyric time for a playback time: `timeMs` plus the clamped offset. A positive offset shows
 * lines sooner, a negative one later.
 */
export function lyricTimeMs(timeMs: number, offsetMs = 0): number {
  return timeMs + clampLyricOffset(offsetMs);
}

/**
 * The index of the current line: the last line (of `lines`, sorted by time) whose time is
 * ≤ `timeMs` + the clamped `offsetMs`, found by binary search; −1 before the first line, for an
 * empty list, or when the time is not a number. Of lines sharing a time, the last is current.
 */
export function findCurrentLine(lines: readonly Timed[], timeMs: number, offsetMs = 0): number {
  const target = lyricTimeMs(timeMs, offsetMs);
  if (Number.isNaN(target)) return -1;
  return upperBoundByTime(lines, target) - 1;
}

/**
 * How far each word of a word-by-word line is sung at `timeMs` (pass {@link lyricTimeMs} when an
 * offset applies): 0 before the word, 1 after it, linear in between; a word of no duration jumps
 * from 0 to 1 at its start. Empty for a line without words.
 */
export function currentWordProgress(line: LyricLine, timeMs: number): number[] {
  return (line.words ?? []).map((word) => {
    if (Number.isNaN(timeMs) || timeMs < word.startMs) return 0;
    if (word.durationMs <= 0) return 1;
    return Math.min(1, (timeMs - word.startMs) / word.durationMs);
  });
}
