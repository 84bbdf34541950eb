import type { SleepTimerState } from './sleep-timer.types';

/** Milliseconds left on a time timer at `now`; 0 for other timers or once it has run out. */
export function remainingMs(state: SleepTimerState, now: number): number {
  if (state.type !== 'time' || !Number.isFinite(now)) return 0;
  return Math.max(0, state.endTime - now);
}
