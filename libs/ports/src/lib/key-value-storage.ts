/**
 * Synchronous string storage, as `localStorage` offers it: where the libraries keep small
 * preferences (equalizer, lyric offsets, progress, per-song sources, the settings document on
 * the web, caches). The web passes `localStorage`; the desktop its bridge; tests
 * {@link createMemoryStorage}. Implementations may throw (quota, private mode): callers catch.
 *
 * Spelled out rather than taken from the DOM library, so code compiled without it (the gateway,
 * Node tools) still type-checks.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A {@link KeyValueStorage} in memory, optionally pre-filled, with a snapshot for assertions. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { snapshot(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
    snapshot: () => Object.fromEntries(values),
  };
}
