import type { SharedStateConfig } from '../config/shared-config';
import type { GatewayLogger } from '../observability/logger';
import type { GatewayMetrics } from '../observability/metrics';
import { connectRedis, type RedisLink } from './redis-link';

/** How the replica shares state, as `/api/health/ready` reports it. */
export interface SharedStateHealth {
  /** `redis` when `REDIS_URL` is set, else `memory` (nothing shared). */
  mode: 'redis' | 'memory';
  /** With Redis: whether it is in use right now (else this replica serves from memory). */
  up?: boolean;
  reason?: string;
}

/** The replicas' shared Redis, when there is one. */
export interface SharedState {
  redis: RedisLink | undefined;
  health(): SharedStateHealth;
  close(): Promise<void>;
}

/** Nothing shared: limits, cache and logouts in this replica's memory. */
export const MEMORY_ONLY: SharedState = {
  redis: undefined,
  health: () => ({ mode: 'memory' }),
  close: async () => undefined,
};

/**
 * Connects to `REDIS_URL` when it is set. The gateway starts whether or not Redis answers: it
 * serves from memory until the connection is ready, logs each change once, and keeps
 * `cadenza_redis_up` true to the link.
 */
export function connectSharedState(
  config: SharedStateConfig,
  logger: GatewayLogger,
  metrics: GatewayMetrics,
): SharedState {
  if (config.redisUrl === undefined) return MEMORY_ONLY;
  metrics.redisUp.set(0);
  const redis = connectRedis({
    url: config.redisUrl,
    timeoutMs: config.redisTimeoutMs,
    onChange: (up, reason) => {
      metrics.redisUp.set(up ? 1 : 0);
      if (up) logger.info('Redis in use: limits, cache and logouts are shared');
      else logger.warn({ reason }, 'Redis unavailable: this replica serves from memory');
    },
    onFallback: (use) => metrics.redisFallbacks.inc({ use }),
  });
  return {
    redis,
    health: () => ({ mode: 'redis', ...redis.state() }),
    close: () => redis.close(),
  };
}
