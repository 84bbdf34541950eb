import type { PlayerNotice, PlayerTrack } from '../machine/player.types';

/**
 * What the runtime tells its listeners, beside its state store: moments the state alone does not
 * mark (a song that ended is gone from the state once the player has moved on), for history,
 * scrobbling, the desktop lyric window and toasts.
 * - `track-changed`: the current track is another one (or none) after a transition;
 * - `track-ended`: the engine finished the current track, told before the player moves on;
 * - `notice`: a message for the listener, with its reason when the resolver gave one.
 */
export type PlayerRuntimeEvent =
  | { type: 'track-changed'; track: PlayerTrack | null }
  | { type: 'track-ended'; track: PlayerTrack }
  | { type: 'notice'; notice: PlayerNotice };

/** Receives {@link PlayerRuntimeEvent}s. */
export type PlayerRuntimeListener = (event: PlayerRuntimeEvent) => void;

/** The runtime's listeners: subscribe, emit to all, forget all. */
export interface RuntimeEventTap {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: PlayerRuntimeListener): () => void;
  emit(event: PlayerRuntimeEvent): void;
  clear(): void;
}

/**
 * A set of listeners. A listener that throws does not stop the others or the player: its error
 * is rethrown on a fresh task, where the platform reports it as uncaught.
 */
export function createRuntimeEventTap(): RuntimeEventTap {
  const listeners = new Set<PlayerRuntimeListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    clear: () => listeners.clear(),
  };
}
