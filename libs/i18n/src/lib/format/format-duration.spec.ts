import {
  MISSING_COUNTDOWN,
  MISSING_DURATION,
  formatCountdown,
  formatDuration,
} from './format-duration';

describe('formatDuration', () => {
  it.each<[number | null | undefined, string]>([
    [0, '00:00'],
    [999, '00:00'],
    [1_000, '00:01'],
    [3_900, '00:03'],
    [59_999, '00:59'],
    [60_000, '01:00'],
    [269_000, '04:29'],
    [3_599_000, '59:59'],
    [3_600_000, '60:00'],
    [4_503_000, '75:03'],
    [7_200_000, '120:00'],
    [Number.NaN, MISSING_DURATION],
    [-1, MISSING_DURATION],
    [-60_000, MISSING_DURATION],
    [Number.POSITIVE_INFINITY, MISSING_DURATION],
    [null, MISSING_DURATION],
    [undefined, MISSING_DURATION],
  ])('%p ms → %p', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each<[number | null | undefined, string]>([
    [0, '0:00:00'],
    [1, '0:00:01'],
    [999, '0:00:01'],
    [1_000, '0:00:01'],
    [1_001, '0:00:02'],
    [59_000, '0:00:59'],
    [60_000, '0:01:00'],
    [309_000, '0:05:09'],
    [3_599_000, '0:59:59'],
    [3_600_000, '1:00:00'],
    [5_025_000, '1:23:45'],
    [90_000_000, '25:00:00'],
    [-1, '0:00:00'],
    [-5_000, '0:00:00'],
    [Number.NaN, MISSING_COUNTDOWN],
    [Number.POSITIVE_INFINITY, MISSING_COUNTDOWN],
    [null, MISSING_COUNTDOWN],
    [undefined, MISSING_COUNTDOWN],
  ])('%p ms → %p', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});
