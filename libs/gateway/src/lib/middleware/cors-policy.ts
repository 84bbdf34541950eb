import cors from 'cors';
import type { PlainMiddleware } from './request-observer';

/**
 * CORS for `/api`: same-origin by default (no CORS headers at all, so no other site can read
 * answers made with the user's session cookie); `ALLOWED_ORIGINS` lets listed origins call with
 * credentials. Preflights answer 204.
 *
 * A request without `Origin` (same-origin GETs, scripts, health checks: nearly all of them)
 * is no CORS request: it only gets the `Vary: Origin` the library would add, without running it.
 */
export function corsPolicy(allowedOrigins: readonly string[]): PlainMiddleware {
  const allowed = new Set(allowedOrigins);
  const policy = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'HEAD', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-Requested-With', 'Range'],
    exposedHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length', 'Retry-After'],
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
  return (req, res, next) => {
    if (req.headers.origin === undefined && req.method !== 'OPTIONS') {
      res.setHeader('Vary', 'Origin');
      next();
      return;
    }
    policy(req, res, next);
  };
}
