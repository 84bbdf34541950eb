import { LRUCache } from 'lru-cache';
import type { RedisLink } from '../shared-state/redis-link';
import { SESSION_TTL_SECONDS } from './session-store';

/** Sessions ended by a logout, so that a copy of their cookie is refused everywhere. */
export interface Revocations {
  /** Ends session `sessionId` on every replica, for as long as its cookie could live. */
  revoke(sessionId: string): void;
  isRevoked(sessionId: string): Promise<boolean>;
}

/** Logouts one replica remembers in memory (each entry is a few dozen bytes). */
const MAX_LOCAL_REVOCATIONS = 100_000;

/**
 * Logouts kept in Redis (`rv:<session id>`, expiring with the session's longest life) and in
 * this replica's memory. While Redis is unavailable a logout is remembered here and written to
 * Redis as soon as the connection is back, so the other replicas learn of it then; until then
 * they still accept the copied cookie (docs/operations.md says so).
 */
export function createRevocations(redis?: RedisLink, now: () => number = Date.now): Revocations {
  const ttlMs = SESSION_TTL_SECONDS * 1000;
  const local = new LRUCache<string, true>({
    max: MAX_LOCAL_REVOCATIONS,
    ttl: ttlMs,
    perf: { now },
    ttlResolution: 0,
  });
  const unshared = new Set<string>();
  const share = (sessionId: string) => {
    if (redis === undefined) return;
    unshared.add(sessionId);
    redis
      .run('revocation', (client) => client.set(`rv:${sessionId}`, '1', 'PX', ttlMs))
      .then(() => unshared.delete(sessionId))
      .catch(() => undefined);
  };
  redis?.onReady(() => {
    for (const sessionId of unshared) share(sessionId);
  });

  return {
    revoke(sessionId) {
      local.set(sessionId, true);
      share(sessionId);
    },
    async isRevoked(sessionId) {
      if (local.has(sessionId)) return true;
      if (redis === undefined || !redis.isUp()) return false;
      try {
        const found = await redis.run('revocation', (client) => client.exists(`rv:${sessionId}`));
        if (found === 0) return false;
        local.set(sessionId, true);
        return true;
      } catch {
        return false;
      }
    },
  };
}
