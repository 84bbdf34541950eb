import { GatewayConfigError, readBoolean, readInteger, readString, type Env } from './env-readers';

/**
 * What replicas share, and the budgets that keep the NetEase account below its risk control.
 * Without `REDIS_URL` every item works in memory, per replica.
 */
export interface SharedStateConfig {
  /** `redis://` or `rediss://` URL of the Redis the replicas share (`REDIS_URL`); never logged. */
  redisUrl: string | undefined;
  /** Longest wait for one Redis command before the replica falls back to memory (`REDIS_TIMEOUT_MS`). */
  redisTimeoutMs: number;
  /** The response cache (`RESPONSE_CACHE`, on by default) and its in-memory size (`RESPONSE_CACHE_MAX_BYTES`). */
  responseCache: { enabled: boolean; maxBytes: number };
  /**
   * Upstream calls per minute per NetEase login (`UPSTREAM_ACCOUNT_RATE_MAX`) and for all
   * anonymous calls together (`UPSTREAM_ANONYMOUS_RATE_MAX`); 0 turns a budget off. A call past
   * its budget waits up to `UPSTREAM_BUDGET_WAIT_MS`, then gets 429.
   */
  upstreamBudget: { accountPerMinute: number; anonymousPerMinute: number; maxWaitMs: number };
}

function readRedisUrl(env: Env): string | undefined {
  const text = readString(env, 'REDIS_URL');
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // The text may hold a password: it is not repeated in the message.
    throw new GatewayConfigError('REDIS_URL must be an absolute redis:// or rediss:// URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new GatewayConfigError('REDIS_URL must use redis:// or rediss://');
  }
  return text;
}

/** Reads {@link SharedStateConfig} from the environment. */
export function parseSharedConfig(env: Env): SharedStateConfig {
  return {
    redisUrl: readRedisUrl(env),
    // A Redis on the same network answers in well under a millisecond; 100 ms is a Redis in
    // trouble, and every request that waits on it waits that long once before the fallback.
    redisTimeoutMs: readInteger(env, 'REDIS_TIMEOUT_MS', 100, 5, 5_000),
    responseCache: {
      enabled: readBoolean(env, 'RESPONSE_CACHE', true),
      maxBytes: readInteger(env, 'RESPONSE_CACHE_MAX_BYTES', 64 * 1024 * 1024, 0, 8 * 1024 ** 3),
    },
    // The reasoning behind the defaults is in docs/operations.md ("The NetEase account's budget").
    upstreamBudget: {
      accountPerMinute: readInteger(env, 'UPSTREAM_ACCOUNT_RATE_MAX', 120, 0, 100_000),
      anonymousPerMinute: readInteger(env, 'UPSTREAM_ANONYMOUS_RATE_MAX', 1200, 0, 1_000_000),
      maxWaitMs: readInteger(env, 'UPSTREAM_BUDGET_WAIT_MS', 2_000, 0, 30_000),
    },
  };
}
