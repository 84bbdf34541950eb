import type { SoundEvents } from './audio-engine.types';

/** The listeners of one sound, by event: what a {@link SoundHandle}'s `on` registers. */
export interface SoundListeners {
  on<E extends keyof SoundEvents>(event: E, listener: SoundEvents[E]): void;
  /** Calls the event's listeners in the order they were added (a listener added meanwhile waits). */
  emit<E extends keyof SoundEvents>(event: E, ...args: Parameters<SoundEvents[E]>): void;
  count(event: keyof SoundEvents): number;
}

/** An empty {@link SoundListeners}, for sounds that are not howler's (decoded ones, fakes). */
export function createSoundListeners(): SoundListeners {
  const lists: { [E in keyof SoundEvents]: Array<SoundEvents[E]> } = {
    load: [],
    loaderror: [],
    play: [],
    playerror: [],
    pause: [],
    end: [],
  };
  return {
    on(event, listener) {
      lists[event].push(listener);
    },
    emit(event, ...args) {
      for (const listener of [...lists[event]]) {
        (listener as (...values: unknown[]) => void)(...args);
      }
    },
    count: (event) => lists[event].length,
  };
}
