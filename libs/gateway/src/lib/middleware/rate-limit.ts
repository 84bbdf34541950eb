import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RateLimitConfig } from '../config/gateway-config';
import type { RedisLink } from '../shared-state/redis-link';
import { SharedCounterStore } from '../shared-state/shared-counter-store';
import type { ClientAddress } from './client-address';
import { sendJson, type GatewayErrorBody } from './json-errors';
import type { PlainMiddleware } from './request-observer';

/**
 * Per-client request budget (by client address, which honours `TRUST_PROXY`): past `max`
 * requests in `windowMs` the client gets 429 JSON with `Retry-After`. Counted in Redis across
 * all replicas when `redis` is given (in this replica's memory while Redis is unavailable),
 * else per replica.
 */
export function rateLimitPerClient(
  config: RateLimitConfig,
  clientAddress: ClientAddress,
  redis?: RedisLink,
): PlainMiddleware {
  if (config.max === 0) return (_req, _res, next) => next();
  const limiter = rateLimit({
    store: redis === undefined ? undefined : new SharedCounterStore(redis, 'rate_limit', 'rl:'),
    windowMs: config.windowMs,
    limit: config.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // The key is the address under TRUST_PROXY, from the same resolver as `realIP`, so the
    // limit works in the Express app and in the NetEase fast path alike. The library's checks
    // of Express's own settings do not apply (and would let any client write to stderr).
    // IPv6 clients are keyed by their /56, as the library's default does: one client holds a
    // whole prefix and could otherwise rotate addresses for a fresh budget each time.
    keyGenerator: (req) => {
      const address = clientAddress(req);
      return address === undefined ? 'unknown' : ipKeyGenerator(address);
    },
    validate: false,
    handler: (_req, res, _next, options) => {
      const body: GatewayErrorBody = {
        code: 429,
        msg: 'Too many requests from this address; try again shortly',
      };
      sendJson(res, options.statusCode, body);
    },
  });
  return (req, res, next) => {
    // The limiter only reads headers and writes the answer; typed for Express, it needs none of it.
    void limiter(req as Parameters<typeof limiter>[0], res as Parameters<typeof limiter>[1], next);
  };
}
