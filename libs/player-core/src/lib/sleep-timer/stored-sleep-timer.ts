import { STORAGE_KEYS } from '@cadenza/settings';
import type { SleepTimerState, SleepTimerType, StoredSleepTimer } from './sleep-timer.types';

/** The storage key of the sleep timer (contract §6.1). */
export const SLEEP_TIMER_STORAGE_KEY = STORAGE_KEYS.sleepTimer;

/** The record written when there is no timer, as the original client writes it. */
export const STORED_SLEEP_TIMER_NONE: StoredSleepTimer = { type: 'none', value: 0 };

const TYPES: readonly SleepTimerType[] = ['none', 'time', 'songs', 'end'];

/** True for a number that is neither NaN nor infinite. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** True for an integer greater than 0. */
export function isPositiveInteger(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

/** A play-list index as given, or 0 when it is not a non-negative integer. */
export function toIndex(value: unknown): number {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : 0;
}

function isOptionalFiniteNumber(value: unknown): boolean {
  return value === undefined || isFiniteNumber(value);
}

/** The shape of contract §6.1: a known `type`, a numeric `value`, numeric optional fields. */
export function isStoredSleepTimer(value: unknown): value is StoredSleepTimer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    TYPES.includes(record['type'] as SleepTimerType) &&
    isFiniteNumber(record['value']) &&
    isOptionalFiniteNumber(record['endTime']) &&
    isOptionalFiniteNumber(record['startSongIndex']) &&
    isOptionalFiniteNumber(record['remainingSongs'])
  );
}

/** The record to store for a timer; `null` for no timer. */
export function toStoredSleepTimer(state: SleepTimerState): StoredSleepTimer | null {
  switch (state.type) {
    case 'none':
      return null;
    case 'time':
      return { type: 'time', value: state.minutes, endTime: state.endTime };
    case 'songs':
      return {
        type: 'songs',
        value: state.songs,
        startSongIndex: state.startSongIndex,
        remainingSongs: state.remainingSongs,
      };
    case 'end':
      return { type: 'end', value: 0, startSongIndex: state.startSongIndex };
  }
}

/**
 * The timer a stored value describes, or `null` when it is not a usable record (not the shape
 * of contract §6.1, a time timer without an end time, a songs timer with no songs left…).
 * Whether a time timer has already run out is the caller's decision.
 */
export function fromStoredSleepTimer(stored: unknown): SleepTimerState | null {
  if (!isStoredSleepTimer(stored)) return null;
  switch (stored.type) {
    case 'none':
      return { type: 'none' };
    case 'time':
      return stored.value > 0 && stored.endTime !== undefined
        ? { type: 'time', minutes: stored.value, endTime: stored.endTime }
        : null;
    case 'songs': {
      // A record written without `remainingSongs` has not counted any song yet.
      const remainingSongs = stored.remainingSongs ?? stored.value;
      return isPositiveInteger(stored.value) && isPositiveInteger(remainingSongs)
        ? {
            type: 'songs',
            songs: stored.value,
            remainingSongs,
            startSongIndex: toIndex(stored.startSongIndex),
          }
        : null;
    }
    case 'end':
      return { type: 'end', startSongIndex: toIndex(stored.startSongIndex) };
  }
}
