/**
 * Where the player keeps small preferences (equalizer, lyric offsets, progress): synchronous
 * string storage, as `localStorage` offers it. The web adapter is `localStorage`; tests use
 * {@link createMemoryStorage}. Implementations may throw (quota, private mode): callers catch.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory {@link KeyValueStorage}, optionally pre-filled. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { snapshot(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
    snapshot: () => Object.fromEntries(values),
  };
}

/**
 * Reads a JSON value: the parsed value when `validate` accepts it, otherwise `fallback` and a
 * reason, so corrupt storage falls back to defaults with a message and never throws.
 */
export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  validate: (value: unknown) => value is T,
  fallback: T,
): { value: T; problem: string | null } {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    return { value: fallback, problem: `${key}: storage unavailable (${String(error)})` };
  }
  if (raw === null) return { value: fallback, problem: null };
  try {
    const parsed: unknown = JSON.parse(raw);
    return validate(parsed)
      ? { value: parsed, problem: null }
      : { value: fallback, problem: `${key}: unexpected value, defaults used` };
  } catch {
    return { value: fallback, problem: `${key}: not JSON, defaults used` };
  }
}
