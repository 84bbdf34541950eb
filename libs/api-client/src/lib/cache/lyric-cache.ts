import type { MusicDb } from './music-db';

/** Lyrics are cached for 10 days (spec §9: 864000000 ms). */
export const LYRIC_CACHE_TTL_MS = 864_000_000;

/** A cached `/lyric` answer, and whether it is past its 10 days. */
export interface CachedLyric<T> {
  data: T;
  stale: boolean;
}

/**
 * The lyric cache over `musicDB.music_lyric` (contract §6.2): records `{id, data, createTime}`.
 * A stale record is still returned (marked stale) and replaced only once a refetch succeeds, so
 * a failed refetch never costs the listener lyrics they had. Without a database it caches nothing.
 */
export function createLyricCache<T>(db: MusicDb | null, now: () => number) {
  return {
    async get(songId: number | string): Promise<CachedLyric<T> | null> {
      const record = await db?.get<T>('music_lyric', songId);
      if (!record) return null;
      return { data: record.data, stale: now() - record.createTime >= LYRIC_CACHE_TTL_MS };
    },
    async put(songId: number | string, data: T): Promise<void> {
      await db?.put('music_lyric', { id: songId, data, createTime: now() });
    },
  };
}

/**
 * Lyrics for a song: a fresh cached answer without a request; otherwise `fetchLyric()`, cached on
 * success; when the fetch fails, a stale cached answer if there is one (else the error).
 */
export async function loadLyric<T>(
  cache: ReturnType<typeof createLyricCache<T>>,
  songId: number | string,
  fetchLyric: () => Promise<T>,
): Promise<T> {
  const cached = await cache.get(songId);
  if (cached && !cached.stale) return cached.data;
  try {
    const fresh = await fetchLyric();
    await cache.put(songId, fresh);
    return fresh;
  } catch (error) {
    if (cached) return cached.data;
    throw error;
  }
}
