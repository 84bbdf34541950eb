import { bridgeSources, type UnblockBridgeResult } from '@cadenza/api-client';

/** The whole search across sources is cut off after this long (the UI waits on it). */
export const UNBLOCK_TIMEOUT_MS = 15_000;

/** What `@unblockneteasemusic/server`'s `match` gives back. */
export interface UnblockMatch {
  size: number;
  br: number | null;
  url: string | null;
  md5: string | null;
  source: string;
}

/** `match(id, sources, data)` of `@unblockneteasemusic/server`, injected (tests pass a fake). */
export type MatchFunction = (
  id: number,
  sources: readonly string[],
  data: Record<string, unknown>,
) => Promise<UnblockMatch>;

/** What the bridge needs: the matcher, the unblock switch as saved now, and the time box. */
export interface UnblockMusicDeps {
  match: () => MatchFunction;
  enabled: () => Promise<boolean>;
  timeoutMs?: number;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The song as the matcher reads it (contract §5.2 `ensureDataStructure`): artists from `ar` (names
 * and ids), the album from `al`, missing fields empty, so a song from any list shape works.
 */
export function songForMatch(songData: unknown): Record<string, unknown> {
  const song = record(songData);
  const artists = Array.isArray(song['artists'])
    ? song['artists']
    : Array.isArray(song['ar'])
      ? song['ar']
      : [];
  return {
    ...song,
    name: typeof song['name'] === 'string' ? song['name'] : '',
    artists: artists.map((artist) => ({
      id: record(artist)['id'] ?? 0,
      name: typeof record(artist)['name'] === 'string' ? record(artist)['name'] : '',
    })),
    album: record(song['album'] ?? song['al']),
    duration: typeof song['dt'] === 'number' ? song['dt'] : (song['duration'] ?? 0),
  };
}

/**
 * The desktop's unblock bridge: finds a playable URL for a NetEase song on other sources
 * (migu, kugou, pyncmd, bilibili's music service) with `@unblockneteasemusic/server`. Refused
 * with the spec's `{code: 404, message: 'music unblock feature disabled'}` when the setting is
 * off; unknown sources are dropped; the search is cut off after {@link UNBLOCK_TIMEOUT_MS}; every
 * failure comes back as `{error}` (never a throw across IPC).
 */
export function createUnblockMusic({
  match,
  enabled,
  timeoutMs = UNBLOCK_TIMEOUT_MS,
}: UnblockMusicDeps) {
  return async (
    id: number,
    songData: unknown,
    sources: readonly string[],
  ): Promise<UnblockBridgeResult> => {
    if (!(await enabled())) {
      return { data: { code: 404, message: 'music unblock feature disabled' } };
    }
    const platforms = bridgeSources(sources);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('resolve timeout')), timeoutMs);
    });
    try {
      if (!Number.isSafeInteger(id) || id <= 0) throw new Error('not a song id');
      if (platforms.length === 0) throw new Error('no enabled source');
      const found = await Promise.race([match()(id, platforms, songForMatch(songData)), timedOut]);
      if (!found.url) throw new Error('no url');
      return {
        data: {
          data: {
            url: found.url,
            br: found.br ?? 0,
            size: found.size,
            ...(found.md5 ? { md5: found.md5 } : {}),
            source: found.source,
          },
          params: { id, type: 'song' },
        },
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { error: `音乐解析失败 (ID: ${id}): ${reason}` };
    } finally {
      clearTimeout(timer);
    }
  };
}
