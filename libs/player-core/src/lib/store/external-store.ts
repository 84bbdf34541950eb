/** A minimal observable value, shaped for React's `useSyncExternalStore` (and any other UI). */
export interface ExternalStore<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
}

/** An {@link ExternalStore} the owner can update. */
export interface WritableStore<T> extends ExternalStore<T> {
  /** Replaces the snapshot; listeners run only when it actually changed (by `Object.is`). */
  set(next: T): void;
}

/** Creates a writable store; the player runtime publishes its state through one. */
export function createExternalStore<T>(initial: T): WritableStore<T> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (Object.is(next, snapshot)) return;
      snapshot = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
