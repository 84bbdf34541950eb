import { formatCountdown, remainingMs } from './remaining';
import type { SleepTimerState } from './sleep-timer.types';

describe('remainingMs', () => {
  const timer: SleepTimerState = { type: 'time', minutes: 1, endTime: 100_000 };

  it('is the time left on a time timer', () => {
    expect(remainingMs(timer, 40_000)).toBe(60_000);
  });

  it('is 0 once the end time passed, or with an invalid clock', () => {
    expect(remainingMs(timer, 100_000)).toBe(0);
    expect(remainingMs(timer, 200_000)).toBe(0);
    expect(remainingMs(timer, Number.NaN)).toBe(0);
  });

  it.each<SleepTimerState>([
    { type: 'none' },
    { type: 'songs', songs: 2, remainingSongs: 2, startSongIndex: 0 },
    { type: 'end', startSongIndex: 0 },
  ])('is 0 for %p', (state) => {
    expect(remainingMs(state, 0)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [307_000, '0:05:07'],
    [3_600_000, '1:00:00'],
    [3_599_000, '0:59:59'],
    [3_661_000, '1:01:01'],
    [90_000_000, '25:00:00'],
    [59_000, '0:00:59'],
    [1_000, '0:00:01'],
    [1, '0:00:01'],
    [306_001, '0:05:07'],
    [0, '0:00:00'],
    [-1, '0:00:00'],
    [-3_600_000, '0:00:00'],
    [Number.NaN, '0:00:00'],
    [Infinity, '0:00:00'],
  ])('formats %p ms as %p', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
