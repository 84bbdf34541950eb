import express, { type NextFunction, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { canonicalIp, isClientAllowed, isOriginAllowed } from './access-policy';
import { FixedWindowStore } from './fixed-window-store';
import { sendError } from './http-errors';
import { DEFAULT_RATE_LIMITS, type RemoteAppDeps } from './remote-app-deps';
import { mountRemoteRoutes } from './remote-routes';

/** A limiter on the injected clock, answering JSON 429 with `Retry-After`. */
function limiter(windowMs: number, max: number, now: () => number) {
  return rateLimit({
    windowMs,
    limit: max,
    store: new FixedWindowStore(windowMs, now),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // The socket's address, IPv4-mapped IPv6 as IPv4, IPv6 by its /56 (one client holds a
    // prefix and could otherwise rotate addresses for a fresh budget).
    keyGenerator: (req) => ipKeyGenerator(canonicalIp(req.socket.remoteAddress) ?? 'unknown'),
    // The library's checks of Express settings (trust proxy, X-Forwarded-For) do not apply:
    // nothing here trusts a proxy.
    validate: false,
    handler: (_req, res) =>
      sendError(res, 429, 'too-many-requests', 'Too many requests; try again shortly'),
  });
}

/**
 * The remote-control HTTP API: rate limit → client address allow-list → browser origins (CORS
 * only for allowed origins; a request from any other origin is refused) → routes, each needing
 * a paired device's token but pairing itself → JSON 404 and errors, never a stack.
 */
export function createRemoteApp(deps: RemoteAppDeps): express.Express {
  const limits = deps.limits ?? DEFAULT_RATE_LIMITS;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use(limiter(limits.windowMs, limits.max, deps.now));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isClientAllowed(req.socket.remoteAddress, deps.settings().allowedIps)) return next();
    sendError(res, 403, 'ip-not-allowed', 'This address is not allowed to use remote control');
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (origin === undefined) return next();
    if (!isOriginAllowed(origin, deps.settings().allowedOrigins)) {
      sendError(
        res,
        403,
        'origin-not-allowed',
        'Web pages of this origin may not use remote control',
      );
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  });
  app.use(express.json({ limit: '4kb', strict: true }));

  mountRemoteRoutes(app, {
    ...deps,
    pairLimiter: limiter(limits.pairWindowMs, limits.pairMax, deps.now),
  });

  app.use((_req: Request, res: Response) =>
    sendError(res, 404, 'not-found', 'No such endpoint; GET / describes the API'),
  );
  // Express recognises an error handler by its four parameters.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large')
      return sendError(res, 413, 'payload-too-large', 'The body is too large');
    if (status === 400) return sendError(res, 400, 'bad-request', 'The body is not valid JSON');
    if (status === 415)
      return sendError(res, 415, 'unsupported-media-type', 'Send the body as application/json');
    console.error('Cadenza: remote control failed to answer a request', describe(error));
    sendError(res, 500, 'internal', 'Something went wrong');
  });
  return app;
}

/** An error's name and message only: a request's details (tokens, codes) never reach the log. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
}
