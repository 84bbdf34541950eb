import {
  MUSIC_SOURCES,
  songSourceKey as settingsSongSourceKey,
  type MusicSource,
} from '@cadenza/settings';
import { isBilibiliSong } from './bilibili-id';
import {
  failure,
  RESOLUTION_MESSAGES,
  VIDEO_SITE_NAME,
  type ResolutionFailure,
} from './resolution-messages';
import type { KeyValueStorage } from '@cadenza/ports';
import type { ResolvableSong } from './resolvable-song';

/** True for one of the music sources the settings offer (`MUSIC_SOURCES`, contract §5.2). */
export function isMusicSource(value: unknown): value is MusicSource {
  return typeof value === 'string' && (MUSIC_SOURCES as readonly string[]).includes(value);
}

/** The storage key of a song's chosen sources (`song_source_{id}`, owned by `@cadenza/settings`). */
export const songSourceKey = settingsSongSourceKey;

/**
 * The song's chosen sources (a JSON array, e.g. `["kugou"]`), known sources only; null when none
 * is stored, the value is not a JSON array of sources, or the storage cannot be read (then the
 * global list applies, as in the reference client).
 */
export function readSongSourceOverride(
  id: number | string,
  storage: KeyValueStorage | undefined,
): MusicSource[] | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(songSourceKey(id));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    const sources = value.filter(isMusicSource);
    return sources.length > 0 ? sources : null;
  } catch {
    return null;
  }
}

/**
 * Re-parse with a chosen source (spec §8, contract §5.2): stores `song_source_<id>` = `[source]`,
 * so the next resolution tries that source first. Video-site songs are refused with
 * '{{site}} videos do not support reparsing'; a storage failure gives 'Reparse failed'.
 */
export function reparseSong(
  song: Pick<ResolvableSong, 'id' | 'source' | 'bilibiliData' | 'bilibili'>,
  source: MusicSource,
  storage: KeyValueStorage,
): { ok: true; key: string } | ResolutionFailure {
  if (isBilibiliSong(song)) {
    return {
      ...failure('refused', RESOLUTION_MESSAGES.reparseUnsupported),
      params: { site: VIDEO_SITE_NAME },
    };
  }
  const key = songSourceKey(song.id);
  try {
    storage.setItem(key, JSON.stringify([source]));
  } catch (error) {
    return failure('refused', RESOLUTION_MESSAGES.reparseFailed, error);
  }
  return { ok: true, key };
}

/** Forgets the song's chosen sources (the global list applies again). */
export function clearSongSource(id: number | string, storage: KeyValueStorage): void {
  try {
    storage.removeItem(songSourceKey(id));
  } catch {
    // Nothing stored can be read either; the global list applies.
  }
}
