import { STORAGE_KEYS } from '@cadenza/settings';
import type { KeyValueStorage } from '@cadenza/ports';
import { readJson } from '../ports/read-json';
import { clampLyricOffset } from './current-line';

/** The storage key of the per-song lyric offsets (product spec §5): `{ "<songId>": offsetMs }`. */
export const LYRIC_OFFSETS_STORAGE_KEY = STORAGE_KEYS.lyricCorrectionMap;

/** A NetEase song id (number) or a Bilibili id (`"<bvid>--<page>--<cid>"`). */
export type LyricSongId = string | number;

/** The per-song lyric offsets, persisted through a {@link KeyValueStorage}. */
export interface LyricOffsets {
  /** The song's offset in ms (0 when none is stored). */
  get(songId: LyricSongId): number;
  /** Stores the offset, clamped to ±10 s and rounded; 0 removes the entry. Returns what was stored. */
  set(songId: LyricSongId, offsetMs: number): number;
  /** Moves the offset by `deltaMs` (then clamps as {@link LyricOffsets.set}). Returns the new offset. */
  adjust(songId: LyricSongId, deltaMs: number): number;
  /** Why stored offsets were ignored or could not be saved, or null when all is well. */
  readonly problem: string | null;
}

type OffsetMap = Record<string, unknown>;

function isObjectMap(value: unknown): value is OffsetMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Creates the per-song offset store. The map is read once from `storage` under
 * {@link LYRIC_OFFSETS_STORAGE_KEY}; every change is written back at once. Corrupt storage (not
 * JSON, not an object) falls back to `{}` and entries that are not finite numbers are dropped,
 * each with a `problem` message; stored values are clamped. Storage errors never throw.
 */
export function createLyricOffsets(storage: KeyValueStorage): LyricOffsets {
  const read = readJson<OffsetMap>(storage, LYRIC_OFFSETS_STORAGE_KEY, isObjectMap, {});
  let problem = read.problem;
  const offsets = new Map<string, number>();
  let dropped = 0;
  for (const [songId, value] of Object.entries(read.value)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) dropped += 1;
    else if (clampLyricOffset(value) !== 0) offsets.set(songId, clampLyricOffset(value));
  }
  if (dropped > 0) {
    problem = `${LYRIC_OFFSETS_STORAGE_KEY}: ${dropped} invalid entr${dropped === 1 ? 'y' : 'ies'} ignored`;
  }

  const persist = (): void => {
    try {
      storage.setItem(LYRIC_OFFSETS_STORAGE_KEY, JSON.stringify(Object.fromEntries(offsets)));
    } catch (error) {
      problem = `${LYRIC_OFFSETS_STORAGE_KEY}: could not be saved (${String(error)})`;
    }
  };

  const get = (songId: LyricSongId): number => offsets.get(String(songId)) ?? 0;
  const set = (songId: LyricSongId, offsetMs: number): number => {
    const value = clampLyricOffset(offsetMs);
    const key = String(songId);
    if (value === get(key)) return value;
    if (value === 0) offsets.delete(key);
    else offsets.set(key, value);
    persist();
    return value;
  };

  return {
    get,
    set,
    adjust: (songId, deltaMs) => set(songId, get(songId) + deltaMs),
    get problem() {
      return problem;
    },
  };
}
