import type { SleepTimerState } from './sleep-timer.types';

/** Milliseconds left on a time timer at `now`; 0 for other timers or once it has run out. */
export function remainingMs(state: SleepTimerState, now: number): number {
  if (state.type !== 'time' || !Number.isFinite(now)) return 0;
  return Math.max(0, state.endTime - now);
}

/**
 * A countdown as `h:mm:ss` (spec §4): 0:05:07, 1:00:00, 25:00:00. Partial seconds round up, so
 * the display reaches 0:00:00 only when the time is up; negative or invalid values read 0:00:00.
 */
export function formatCountdown(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
