import { STORAGE_KEYS } from '@cadenza/settings';
import type { KeyValueStorage } from '@cadenza/ports';
import type { PersistKey } from '../machine/player.types';

/** Storage keys read back at start-up. */
export const RESTORED_KEYS: readonly PersistKey[] = [
  'playList',
  'playListIndex',
  'playProgress',
  'playMode',
  'playbackRate',
  'volume',
  'favoriteList',
  'dislikeList',
  'musicHistory',
];

/** The saved values of {@link RESTORED_KEYS}, by key name, for the machine's `restore`. */
export function readSaved(storage: KeyValueStorage | undefined): Record<string, unknown> {
  const saved: Record<string, unknown> = {};
  for (const key of RESTORED_KEYS) {
    const raw = readKey(storage, STORAGE_KEYS[key]);
    if (raw !== undefined) saved[key] = raw;
  }
  return saved;
}

/** Writes a `persist` effect: null or undefined removes the key. */
export function writeSaved(
  storage: KeyValueStorage | undefined,
  key: PersistKey,
  value: unknown,
): void {
  if (!storage) return;
  try {
    if (value === null || value === undefined) storage.removeItem(STORAGE_KEYS[key]);
    else storage.setItem(STORAGE_KEYS[key], JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the player keeps playing; the next write tries again.
  }
}

/** A stored key parsed as JSON; unparsable text is kept as the raw string so validation rejects it. */
function readKey(storage: KeyValueStorage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  } catch {
    return undefined;
  }
}
