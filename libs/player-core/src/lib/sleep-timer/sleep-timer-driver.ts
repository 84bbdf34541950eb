import { PLAYER_TIMING } from '../constants/timing';
import type { PlayMode } from '../machine/play-mode';
import type { KeyValueStorage, Timers } from '@cadenza/ports';
import { readJson } from '../ports/read-json';
import { createExternalStore, type ExternalStore } from '../store/external-store';
import { remainingMs } from './remaining';
import { SLEEP_TIMER_NONE, sleepTimerTransition } from './sleep-timer';
import type {
  SleepTimerEffect,
  SleepTimerEndReason,
  SleepTimerEvent,
  SleepTimerState,
} from './sleep-timer.types';
import {
  SLEEP_TIMER_STORAGE_KEY,
  STORED_SLEEP_TIMER_NONE,
  isStoredSleepTimer,
} from './stored-sleep-timer';

/** What the sleep timer needs from its surroundings. */
export interface SleepTimerOptions {
  storage: KeyValueStorage;
  /** A repeating timer (the platform's, or a fake clock in tests). */
  scheduler: Pick<Timers, 'setInterval' | 'clearInterval'>;
  /** The clock: epoch milliseconds. */
  now: () => number;
  /** Stop (pause) playback: the timer ran out. */
  onStopPlayback: () => void;
  /** Tell the user the timer ended (the desktop build shows a notification). */
  onNotify: (reason: SleepTimerEndReason) => void;
  /** Storage that could not be read or written, or a callback that threw. Ignored if absent. */
  onProblem?: (message: string) => void;
}

/** The song that just ended, as the player knows it. */
export interface EndedSong {
  index: number;
  playlistLength: number;
  playMode: PlayMode;
}

/** A running sleep timer; its state is an {@link ExternalStore} for the countdown UI. */
export interface SleepTimer extends ExternalStore<SleepTimerState> {
  setMinutes(minutes: number): void;
  setSongs(songs: number, currentIndex: number): void;
  setPlaylistEnd(currentIndex: number): void;
  cancel(): void;
  /** Call after each song ends, before the player moves on. */
  songEnded(song: EndedSong): void;
  /** Milliseconds left on a time timer, 0 otherwise. */
  remainingMs(): number;
  /** Stops the 1 s check; later calls do nothing. */
  dispose(): void;
}

/**
 * Runs {@link sleepTimerTransition} against injected ports: a 1 s interval only while a time
 * timer is active, the `sleepTimer` storage key, and the stop and notify callbacks. The stored
 * timer is restored at creation.
 */
export function createSleepTimer(options: SleepTimerOptions): SleepTimer {
  const { storage, scheduler, now } = options;
  const store = createExternalStore<SleepTimerState>(SLEEP_TIMER_NONE);
  let ticking: { handle: unknown } | null = null;
  let disposed = false;

  const report = (message: string): void => options.onProblem?.(message);

  const stopTicking = (): void => {
    if (ticking === null) return;
    scheduler.clearInterval(ticking.handle);
    ticking = null;
  };

  const startTicking = (): void => {
    stopTicking();
    ticking = {
      handle: scheduler.setInterval(
        () => dispatch({ type: 'tick', now: now() }),
        PLAYER_TIMING.sleepTimerTickMs,
      ),
    };
  };

  const run = (effect: SleepTimerEffect): void => {
    switch (effect.type) {
      case 'start-ticking':
        return startTicking();
      case 'stop-ticking':
        return stopTicking();
      case 'stop-playback':
        return options.onStopPlayback();
      case 'notify':
        return options.onNotify(effect.reason);
      case 'persist':
        return storage.setItem(
          SLEEP_TIMER_STORAGE_KEY,
          JSON.stringify(effect.value ?? STORED_SLEEP_TIMER_NONE),
        );
    }
  };

  function dispatch(event: SleepTimerEvent): void {
    if (disposed) return;
    const { state, effects } = sleepTimerTransition(store.getSnapshot(), event);
    store.set(state);
    for (const effect of effects) {
      try {
        run(effect);
      } catch (error) {
        report(`${SLEEP_TIMER_STORAGE_KEY}: ${effect.type} failed (${String(error)})`);
      }
    }
  }

  const restored = readJson(storage, SLEEP_TIMER_STORAGE_KEY, isStoredSleepTimer, null);
  if (restored.problem !== null) report(restored.problem);
  dispatch({ type: 'restore', stored: restored.value, now: now() });

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setMinutes: (minutes) => dispatch({ type: 'set-minutes', minutes, now: now() }),
    setSongs: (songs, currentIndex) => dispatch({ type: 'set-songs', songs, currentIndex }),
    setPlaylistEnd: (currentIndex) => dispatch({ type: 'set-playlist-end', currentIndex }),
    cancel: () => dispatch({ type: 'cancel' }),
    songEnded: (song) => dispatch({ type: 'song-ended', ...song }),
    remainingMs: () => remainingMs(store.getSnapshot(), now()),
    dispose() {
      disposed = true;
      stopTicking();
    },
  };
}
