import { LRUCache } from 'lru-cache';
import type { RedisLink } from '../shared-state/redis-link';
import { LONGEST_CACHE_LIFETIME_SECONDS } from './cacheable-routes';

/**
 * A login's cache generation: part of the key of every answer kept for that login, moved on
 * by each of its writes, so answers kept before a write are never served after it, on any
 * replica. Kept in Redis when it is shared (`cg:<account>`), in memory otherwise; the two
 * never mix (`r` or `m` in front), so an answer kept while Redis was away is not taken for one
 * of Redis's generations when it returns, nor one kept before Redis restarted for a new one.
 */
export interface AccountGenerations {
  current(account: string): Promise<string>;
  /** Moves the login on to a new generation (after a write). */
  advance(account: string): void;
}

/** Logins whose generation one replica remembers in memory. */
const MAX_LOCAL_ACCOUNTS = 100_000;

export function createAccountGenerations(redis?: RedisLink): AccountGenerations {
  const local = new LRUCache<string, number>({ max: MAX_LOCAL_ACCOUNTS });
  const localGeneration = (account: string) => `m${local.get(account) ?? 0}`;
  // Generations count from 0 again when Redis restarts empty; answers a replica kept in
  // memory under the old count must not match the new one. Redis's run id changes with
  // every start, so it goes into the generation.
  let redisRun: string | undefined;
  redis?.onReady(() => {
    redis
      .run('cache_generation', (client) => client.info('server'))
      .then((info) => (redisRun = /run_id:(\w+)/.exec(info)?.[1]?.slice(0, 12)))
      .catch(() => (redisRun = undefined));
  });
  // A generation outlives every answer kept under the one before it; then it may start over.
  const keepMs = 2 * LONGEST_CACHE_LIFETIME_SECONDS * 1000;
  return {
    async current(account) {
      if (redis === undefined || !redis.isUp() || redisRun === undefined) {
        return localGeneration(account);
      }
      try {
        const value = await redis.run('cache_generation', (client) => client.get(`cg:${account}`));
        return `r${redisRun}.${value ?? 0}`;
      } catch {
        return localGeneration(account);
      }
    },
    advance(account) {
      local.set(account, (local.get(account) ?? 0) + 1);
      if (redis === undefined || !redis.isUp()) return;
      redis
        .run('cache_generation', (client) =>
          client.multi().incr(`cg:${account}`).pexpire(`cg:${account}`, keepMs).exec(),
        )
        .catch(() => undefined);
    },
  };
}
