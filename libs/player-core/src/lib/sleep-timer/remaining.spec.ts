import { remainingMs } from './remaining';
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
