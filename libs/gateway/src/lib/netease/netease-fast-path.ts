import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { errorAnswer, sendJson } from '../middleware/json-errors';
import type { PlainMiddleware } from '../middleware/request-observer';
import { ALLOWED_NETEASE_ROUTES, routeOf } from './allowed-routes';

/**
 * Routes allowed NetEase calls (`/api/<route>`) through `chain`, a plain middleware chain ending
 * in the NetEase proxy, and everything else to `fallback` (the Express app). Express's
 * per-request set-up costs more CPU than the proxy itself, and these calls are nearly all the
 * traffic. The proxy sees the route relative to `/api`, as it would mounted there; errors answer
 * the same JSON as the Express app's error handler.
 */
export function withNeteaseFastPath(
  fallback: RequestListener,
  chain: readonly PlainMiddleware[],
  proxy: PlainMiddleware,
  logError: (message: string, error: unknown) => void,
): RequestListener {
  const underApi: PlainMiddleware = (req, res, next) => {
    req.url = (req.url ?? '/').slice('/api'.length);
    proxy(req, res, next);
  };
  const steps = [...chain, underApi];
  return (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/api/') || !ALLOWED_NETEASE_ROUTES.has(routeOf(url.slice(4)))) {
      fallback(req, res);
      return;
    }
    runChain(steps, req, res, (error) => {
      const body = error === undefined ? { code: 404, msg: 'Not Found' } : errorAnswer(error);
      if (body.code >= 500) logError('request failed', error);
      if (res.headersSent) res.destroy();
      else sendJson(res, body.code, body);
    });
  };
}

/** Runs middleware in order; `done` gets the first error, or nothing when all passed it on. */
function runChain(
  chain: readonly PlainMiddleware[],
  req: IncomingMessage,
  res: ServerResponse,
  done: (error?: unknown) => void,
) {
  let index = 0;
  const next = (error?: unknown) => {
    // Connect semantics: `next(null)` (cors does that) passes on like `next()`.
    if (error !== undefined && error !== null) return done(error);
    const middleware = chain[index++];
    if (middleware === undefined) return done();
    try {
      middleware(req, res, next);
    } catch (thrown) {
      done(thrown);
    }
  };
  next();
}
