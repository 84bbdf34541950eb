import type { KeyValueStorage } from '@cadenza/ports';

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
