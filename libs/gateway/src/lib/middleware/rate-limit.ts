import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { RateLimitConfig } from '../config/gateway-config';
import type { GatewayErrorBody } from './json-errors';

/**
 * Per-client request budget (by client address, which honours `TRUST_PROXY`): past `max`
 * requests in `windowMs` the client gets 429 JSON with `Retry-After`. Counted per replica.
 */
export function rateLimitPerClient(config: RateLimitConfig): RequestHandler {
  if (config.max === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: config.windowMs,
    limit: config.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Clients may send X-Forwarded-For; without TRUST_PROXY it is ignored on purpose, and the
    // library's warning would let any client write to stderr on every request.
    validate: { xForwardedForHeader: false },
    handler: (_req, res, _next, options) => {
      const body: GatewayErrorBody = {
        code: 429,
        msg: 'Too many requests from this address; try again shortly',
      };
      res.status(options.statusCode).json(body);
    },
  });
}
