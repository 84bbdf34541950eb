import {
  LYRIC_OFFSET_LIMIT_MS,
  clampLyricOffset,
  currentWordProgress,
  findCurrentLine,
  lyricTimeMs,
} from './current-line';
import type { LyricLine } from './lyric.types';

const lines = [1_000, 4_120, 8_000, 8_000, 12_500].map((timeMs) => ({ timeMs }));

describe('findCurrentLine', () => {
  it.each<[string, number, number, number]>([
    ['at 0, before the first line', 0, 0, -1],
    ['1 ms before the first line', 999, 0, -1],
    ['exactly on the first stamp', 1_000, 0, 0],
    ['between the first and second', 2_500, 0, 0],
    ['1 ms before a stamp', 4_119, 0, 0],
    ['exactly on a stamp', 4_120, 0, 1],
    ['on a stamp shared by two lines: the last of them', 8_000, 0, 3],
    ['exactly on the last stamp', 12_500, 0, 4],
    ['after the last line', 600_000, 0, 4],
    ['a positive offset reaches the next line sooner', 3_620, 500, 1],
    ['a negative offset holds the line longer', 4_500, -500, 0],
    ['a negative offset before the first line', 1_200, -300, -1],
    ['a positive offset landing exactly on a stamp', 0, 1_000, 0],
    ['an offset over +10 s clamps to +10 s (unclamped: the last line)', 0, 12_500, 3],
    ['an offset of exactly +10 s', 2_500, 10_000, 4],
    ['an offset under −10 s clamps to −10 s (unclamped: before the first)', 14_120, -20_000, 1],
    ['an offset of exactly −10 s', 18_000, -10_000, 3],
    ['a negative time', -5, 0, -1],
    ['NaN time', Number.NaN, 0, -1],
    ['NaN offset counts as 0', 4_120, Number.NaN, 1],
  ])('%s', (_name, timeMs, offsetMs, expected) => {
    expect(findCurrentLine(lines, timeMs, offsetMs)).toBe(expected);
  });

  it('defaults the offset to 0', () => {
    expect(findCurrentLine(lines, 4_120)).toBe(1);
  });

  it('returns −1 for no lines', () => {
    expect(findCurrentLine([], 5_000, 0)).toBe(-1);
  });

  it('agrees with a linear scan at every 10 ms over a long song', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ timeMs: i * 997 }));
    for (let t = -50; t < 300_000; t += 10) {
      const linear = many.reduce((found, line, i) => (line.timeMs <= t ? i : found), -1);
      expect(findCurrentLine(many, t, 0)).toBe(linear);
    }
  });
});

describe('clampLyricOffset', () => {
  it.each<[number, number]>([
    [0, 0],
    [-0, 0],
    [500, 500],
    [-2_500, -2_500],
    [10_000, 10_000],
    [-10_000, -10_000],
    [10_001, 10_000],
    [-10_001, -10_000],
    [Number.POSITIVE_INFINITY, 10_000],
    [Number.NEGATIVE_INFINITY, -10_000],
    [Number.NaN, 0],
    [12.6, 13],
  ])('clamps %d to %d', (input, expected) => {
    expect(Object.is(clampLyricOffset(input), expected)).toBe(true);
  });

  it('uses ±PLAYER_LIMITS.lyricOffsetLimitSeconds', () => {
    expect(LYRIC_OFFSET_LIMIT_MS).toBe(10_000);
  });
});

describe('lyricTimeMs', () => {
  it('adds the clamped offset', () => {
    expect(lyricTimeMs(5_000, 300)).toBe(5_300);
    expect(lyricTimeMs(5_000, -30_000)).toBe(-5_000);
    expect(lyricTimeMs(5_000)).toBe(5_000);
  });
});

describe('currentWordProgress', () => {
  const line: LyricLine = {
    timeMs: 1_000,
    text: 'abc',
    words: [
      { startMs: 1_000, durationMs: 200, text: 'a' },
      { startMs: 1_200, durationMs: 400, text: 'b' },
      { startMs: 1_600, durationMs: 0, text: 'c' },
    ],
  };

  it.each<[number, number[]]>([
    [0, [0, 0, 0]],
    [1_000, [0, 0, 0]],
    [1_100, [0.5, 0, 0]],
    [1_200, [1, 0, 0]],
    [1_300, [1, 0.25, 0]],
    [1_599, [1, 0.9975, 0]],
    [1_600, [1, 1, 1]],
    [9_999, [1, 1, 1]],
    [Number.NaN, [0, 0, 0]],
  ])('at %d ms', (timeMs, expected) => {
    expect(currentWordProgress(line, timeMs)).toEqual(expected);
  });

  it('is empty for a line without words', () => {
    expect(currentWordProgress({ timeMs: 0, text: 'plain' }, 100)).toEqual([]);
  });
});
