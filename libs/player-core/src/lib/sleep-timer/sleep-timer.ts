import { PlayMode } from '../machine/play-mode';
import type {
  SleepTimerEffect,
  SleepTimerEndReason,
  SleepTimerEvent,
  SleepTimerState,
  SleepTimerTransition,
} from './sleep-timer.types';
import {
  fromStoredSleepTimer,
  isFiniteNumber,
  isPositiveInteger,
  toIndex,
  toStoredSleepTimer,
} from './stored-sleep-timer';

/** No sleep timer: the initial state. */
export const SLEEP_TIMER_NONE: SleepTimerState = { type: 'none' };

const MS_PER_MINUTE = 60_000;

/**
 * The sleep timer as a pure transition (spec §4 "Sleep timer", §5): the next state and the
 * effects to run, with no clock, timer or storage of its own. A new timer replaces the old one;
 * minutes or songs that are not greater than 0 are ignored (the current timer stays).
 */
export function sleepTimerTransition(
  state: SleepTimerState,
  event: SleepTimerEvent,
): SleepTimerTransition {
  switch (event.type) {
    case 'set-minutes':
      return event.minutes > 0 && isFiniteNumber(event.minutes) && isFiniteNumber(event.now)
        ? replace(state, {
            type: 'time',
            minutes: event.minutes,
            endTime: event.now + Math.round(event.minutes * MS_PER_MINUTE),
          })
        : unchanged(state);
    case 'set-songs':
      return isPositiveInteger(event.songs)
        ? replace(state, {
            type: 'songs',
            songs: event.songs,
            remainingSongs: event.songs,
            startSongIndex: toIndex(event.currentIndex),
          })
        : unchanged(state);
    case 'set-playlist-end':
      return replace(state, { type: 'end', startSongIndex: toIndex(event.currentIndex) });
    case 'cancel':
      return state.type === 'none' ? unchanged(state) : replace(state, SLEEP_TIMER_NONE);
    case 'tick':
      return onTick(state, event.now);
    case 'song-ended':
      return onSongEnded(state, event);
    case 'restore':
      return onRestore(state, event.stored, event.now);
  }
}

function unchanged(state: SleepTimerState): SleepTimerTransition {
  return { state, effects: [] };
}

/** Effects of leaving a state: only a time timer has something running. */
function leave(state: SleepTimerState): SleepTimerEffect[] {
  return state.type === 'time' ? [{ type: 'stop-ticking' }] : [];
}

/** A new timer (or none) replaces the current one and is persisted. */
function replace(state: SleepTimerState, next: SleepTimerState): SleepTimerTransition {
  const effects: SleepTimerEffect[] = [
    ...leave(state),
    { type: 'persist', value: toStoredSleepTimer(next) },
  ];
  if (next.type === 'time') effects.push({ type: 'start-ticking' });
  return { state: next, effects };
}

/** The timer ran out: playback stops, the user is told, the timer is cleared. */
function end(state: SleepTimerState, reason: SleepTimerEndReason): SleepTimerTransition {
  return {
    state: SLEEP_TIMER_NONE,
    effects: [
      ...leave(state),
      { type: 'stop-playback' },
      { type: 'notify', reason },
      { type: 'persist', value: null },
    ],
  };
}

function onTick(state: SleepTimerState, now: number): SleepTimerTransition {
  // Only a time timer ticks; a stray tick stops the check that sent it.
  if (state.type !== 'time') return { state, effects: [{ type: 'stop-ticking' }] };
  return isFiniteNumber(now) && now >= state.endTime ? end(state, 'time') : unchanged(state);
}

function onSongEnded(
  state: SleepTimerState,
  event: Extract<SleepTimerEvent, { type: 'song-ended' }>,
): SleepTimerTransition {
  if (state.type === 'songs') {
    const remainingSongs = state.remainingSongs - 1;
    if (remainingSongs <= 0) return end(state, 'songs');
    const next: SleepTimerState = { ...state, remainingSongs };
    return { state: next, effects: [{ type: 'persist', value: toStoredSleepTimer(next) }] };
  }
  if (state.type === 'end') {
    // "At playlist end" applies in sequential mode only: loop and random never reach an end.
    const wasLast =
      Number.isInteger(event.playlistLength) &&
      event.playlistLength > 0 &&
      event.index === event.playlistLength - 1;
    return event.playMode === PlayMode.Sequential && wasLast ? end(state, 'end') : unchanged(state);
  }
  return unchanged(state);
}

/**
 * Restores a stored timer (contract §6.1). A time timer whose end time has already passed ends
 * at once (stop, notify, clear), as the original client does at start; anything unusable
 * restores as no timer, without touching storage.
 */
function onRestore(state: SleepTimerState, stored: unknown, now: number): SleepTimerTransition {
  const next = fromStoredSleepTimer(stored) ?? SLEEP_TIMER_NONE;
  if (next.type === 'time' && isFiniteNumber(now) && now >= next.endTime) return end(state, 'time');
  const effects = leave(state);
  if (next.type === 'time') effects.push({ type: 'start-ticking' });
  return { state: next, effects };
}
