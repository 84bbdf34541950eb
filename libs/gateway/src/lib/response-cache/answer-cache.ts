import { LRUCache } from 'lru-cache';
import type { GatewayMetrics } from '../observability/metrics';
import type { RedisLink } from '../shared-state/redis-link';
import { answerSize, decodeAnswer, encodeAnswer, type CachedAnswer } from './cached-answer';

/** Where a lookup found its answer. */
export type CacheTier = 'memory' | 'redis';

/** The response cache of one replica. */
export interface AnswerCache {
  /** The answer stored under `key` and still fresh, and the tier that had it. */
  lookup(key: string): Promise<{ answer: CachedAnswer; tier: CacheTier } | undefined>;
  /** The fresh answer under `key` in memory alone (no Redis), counted as a hit when found. */
  fromMemory(key: string): CachedAnswer | undefined;
  /** Keeps `answer` under `key` until its `expiresAt`, in memory and (when shared) in Redis. */
  store(key: string, answer: CachedAnswer): void;
}

/** Options of {@link createAnswerCache}. */
export interface AnswerCacheOptions {
  /** Bound of the in-memory tier, in bytes; 0 keeps nothing in memory. */
  maxBytes: number;
  /** The shared tier; without it, the memory tier is the whole cache. */
  redis?: RedisLink;
  metrics: GatewayMetrics;
  now?: () => number;
}

/**
 * Answers kept in two tiers: this replica's memory (an LRU bounded in bytes) in front of Redis,
 * which every replica reads. An entry never changes during its lifetime, so a copy in memory
 * is as good as the one in Redis, and a hit costs no Redis round trip; Redis makes one
 * replica's upstream call serve all of them. A Redis that fails is a miss, never an error.
 */
export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const { redis, metrics, now = Date.now } = options;
  const memory =
    options.maxBytes > 0
      ? new LRUCache<string, CachedAnswer>({
          maxSize: options.maxBytes,
          sizeCalculation: (answer, key) => answerSize(answer, key),
        })
      : undefined;
  // Bound once: the most frequent count of the gateway, without a label lookup per hit.
  const memoryHits = metrics.cacheLookups.labels({ result: 'hit', tier: 'memory' });
  const remember = (key: string, answer: CachedAnswer) => {
    const ttl = answer.expiresAt - now();
    if (memory === undefined || ttl <= 0) return;
    // An answer larger than the whole bound is simply not kept (lru-cache would throw).
    if (answerSize(answer, key) > options.maxBytes) return;
    memory.set(key, answer, { ttl });
  };

  const inMemory = (key: string): CachedAnswer | undefined => {
    const answer = memory?.get(key);
    if (answer === undefined) return undefined;
    if (answer.expiresAt > now()) return answer;
    memory?.delete(key);
    return undefined;
  };

  const fromRedis = async (key: string): Promise<CachedAnswer | undefined> => {
    if (redis === undefined || !redis.isUp()) return undefined;
    try {
      const value = await redis.run('response_cache', (client) => client.getBuffer(key));
      const answer = value === null ? undefined : decodeAnswer(value);
      return answer !== undefined && answer.expiresAt > now() ? answer : undefined;
    } catch {
      return undefined;
    }
  };

  const fromMemory = (key: string): CachedAnswer | undefined => {
    const answer = inMemory(key);
    if (answer !== undefined) memoryHits.inc();
    return answer;
  };

  return {
    fromMemory,
    async lookup(key) {
      const kept = fromMemory(key);
      if (kept !== undefined) return { answer: kept, tier: 'memory' };
      const shared = await fromRedis(key);
      if (shared !== undefined) {
        metrics.cacheLookups.inc({ result: 'hit', tier: 'redis' });
        remember(key, shared);
        return { answer: shared, tier: 'redis' };
      }
      metrics.cacheLookups.inc({ result: 'miss', tier: 'none' });
      return undefined;
    },
    store(key, answer) {
      remember(key, answer);
      const ttl = answer.expiresAt - now();
      if (redis === undefined || !redis.isUp() || ttl <= 0) return;
      redis
        .run('response_cache', (client) => client.set(key, encodeAnswer(answer), 'PX', ttl))
        .catch(() => undefined);
    },
  };
}
