import compression from 'compression';
import express from 'express';
import type { RequestListener } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import { createBilibiliRouter } from './bilibili';
import type { GatewayConfig } from './config/gateway-config';
import type { ResolveHost } from './net';
import { corsPolicy } from './middleware/cors-policy';
import { clientAddressFor, requestIsHttpsFor } from './middleware/client-address';
import { apiNotFound, jsonErrors } from './middleware/json-errors';
import { rateLimitPerClient } from './middleware/rate-limit';
import { observeRequests, type PlainMiddleware } from './middleware/request-observer';
import { securityHeaders } from './middleware/security-headers';
import { ALLOWED_NETEASE_ROUTES, routeOf } from './netease/allowed-routes';
import { withNeteaseFastPath } from './netease/netease-fast-path';
import { createNeteaseProxy } from './netease/netease-proxy';
import { createNeteaseUpstream } from './netease/netease-upstream';
import { createConcurrencyGate } from './overload/concurrency-gate';
import { createGatewayLogger, type GatewayLogger } from './observability/logger';
import { createGatewayMetrics, type GatewayMetrics } from './observability/metrics';
import { createUpstreamProbe } from './observability/upstream-probe';
import { createHealthRouter } from './routes/health.routes';
import { createMetricsRouter } from './routes/metrics.routes';
import { createMusicProxyRouter } from './routes/music-proxy.routes';
import { createStaticAppRouter } from './routes/static-app';
import { createAnswerCache } from './response-cache/answer-cache';
import { createAccountGenerations } from './response-cache/account-generations';
import { createCachedCalls } from './response-cache/cached-calls';
import { createProxyCache } from './response-cache/proxy-cache';
import { createCallSessionOpener } from './session/call-session';
import { createRevocations } from './session/revocations';
import { createSessionOpener } from './session/session-store';
import { MEMORY_ONLY, type SharedState } from './shared-state/shared-state';
import { createUpstreamBudget } from './upstream-budget/upstream-budget';

/** What the gateway needs besides its configuration: things resolved or created at start-up. */
export interface GatewayRuntime {
  /**
   * Base URL of the NetEase API upstream: the embedded server's loopback URL or `UPSTREAM_URL`.
   * Undefined only for an embedder that has none yet; NetEase routes then answer 503.
   */
  upstreamUrl: string | undefined;
  /** The secret sealing session cookies (see `loadSessionSecret`). */
  sessionSecret: string;
  logger?: GatewayLogger;
  metrics?: GatewayMetrics;
  /** DNS for the stream proxy's address checks; tests inject one. */
  resolveHost?: ResolveHost;
  /**
   * What replicas share (`connectSharedState`, made and closed by `startGateway`); without it
   * limits, cache and logouts stay in this gateway's memory.
   */
  shared?: SharedState;
}

const FIXED_ROUTES = new Set(['/health', '/health/ready', '/music_proxy/music']);
const BILIBILI_ROUTES = new Set([
  '/bilibili/search',
  '/bilibili/video/detail',
  '/bilibili/playurl',
  '/bilibili/stream-proxy',
]);

/** A small, fixed set of metric labels whatever paths clients send. */
function routeLabel(path: string): string {
  if (path === '/metrics') return path;
  if (!path.startsWith('/api/')) return 'static';
  const route = routeOf(path.slice(4));
  const known =
    ALLOWED_NETEASE_ROUTES.has(route) || FIXED_ROUTES.has(route) || BILIBILI_ROUTES.has(route);
  return known ? `/api${route}` : '/api/other';
}

/** The gateway as a plain Node request listener (`http.createServer(gateway)`). */
export type GatewayHandler = RequestListener;

/**
 * The gateway without a listening server (so tests run it in-process and the desktop main
 * process can embed it): security headers and CSP, request ids, logs and metrics, CORS and a
 * per-client rate limit on `/api`, health and readiness, the allow-listed NetEase proxy with
 * sealed sessions, the Bilibili routes and stream proxy, the `/music` fallback, and the web app.
 *
 * NetEase calls, nearly all of the traffic, take a fast path around Express
 * ({@link withNeteaseFastPath}): the same middleware instances run in a plain chain.
 */
export function createGateway(config: GatewayConfig, runtime: GatewayRuntime): GatewayHandler {
  const logger = runtime.logger ?? createGatewayLogger(config.logLevel);
  const metrics = runtime.metrics ?? createGatewayMetrics();
  const openSession = createSessionOpener(
    runtime.sessionSecret,
    config.cookieSecure,
    requestIsHttpsFor(config.trustProxy),
  );
  const clientAddress = clientAddressFor(config.trustProxy);
  const shared = runtime.shared ?? MEMORY_ONLY;

  const observe = observeRequests(logger, metrics, routeLabel);
  const headers = securityHeaders({
    mediaOrigins: config.mediaOrigins,
    https: config.cookieSecure === 'always',
  });
  const compress = compression({
    // Audio and video are compressed already, and a Range answer must stay byte-exact.
    // Routers trim `req.url` to their mount point; `originalUrl` keeps the whole path.
    filter: (req, res) =>
      !(req.originalUrl ?? req.url ?? '').startsWith('/api/bilibili/stream-proxy') &&
      compression.filter(req, res),
  });
  // Only clients that accept an encoding pay for the wrapping. (compression is typed for
  // Express, and uses only what plain Node requests and responses have.)
  const compressIfAccepted: PlainMiddleware = (req, res, next) =>
    req.headers['accept-encoding']
      ? compress(req as express.Request, res as express.Response, next)
      : next();
  // NetEase answers relayed as they come are compressed at the fastest settings: at the
  // defaults (brotli for browsers) compressing cost several times the rest of the relay.
  // Kept answers are gzipped once and sent as they are, so hits never pass through this.
  const compressRelayed = compression({
    level: 1,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  const compressRelayedIfAccepted: PlainMiddleware = (req, res, next) =>
    req.headers['accept-encoding']
      ? compressRelayed(req as express.Request, res as express.Response, next)
      : next();
  const cors = corsPolicy(config.allowedOrigins);
  const limit = rateLimitPerClient(config.rateLimit, clientAddress, shared.redis);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  // Flat `key=value` queries are all the API takes; Node's querystring is faster than qs and
  // cannot build nested objects out of `a[b]=c`.
  app.set('query parser', 'simple');
  app.use(observe, headers, compressIfAccepted);
  if (config.metrics.enabled) app.use(createMetricsRouter(metrics, config.metrics.token));

  const api = express.Router();
  api.use(cors, limit);
  if (runtime.upstreamUrl === undefined) {
    api.use((req, res, next) => {
      if (!ALLOWED_NETEASE_ROUTES.has(routeOf(req.url))) return next();
      res.status(503).json({ code: 503, msg: 'No music API upstream is configured' });
    });
  }
  api.use(
    createHealthRouter({
      version: config.version,
      upstream: {
        kind: runtime.upstreamUrl === undefined ? 'none' : config.upstream.kind,
        offlineDemo: config.upstream.offlineDemo,
      },
      probe:
        runtime.upstreamUrl === undefined ? undefined : createUpstreamProbe(runtime.upstreamUrl),
      sharedState: () => shared.health(),
    }),
  );
  api.use(createMusicProxyRouter({ sourceUrl: config.musicSourceUrl, logger, metrics }));
  api.use(
    '/bilibili',
    createBilibiliRouter({
      config: config.bilibili,
      timeoutMs: config.upstreamTimeoutMs,
      logger,
      metrics,
      resolveHost: runtime.resolveHost,
    }),
  );
  api.use(apiNotFound);
  app.use('/api', api);

  if (config.staticDir) app.use(createStaticAppRouter(config.staticDir));
  app.use(apiNotFound);
  const logError = (message: string, error: unknown) => logger.error({ err: error }, message);
  app.use(jsonErrors(logError));

  if (runtime.upstreamUrl === undefined) return app;
  const { maxInFlight, maxQueued } = config.overload;
  // A call that waited as long as the upstream timeout has been given up on by its client.
  const gate = createConcurrencyGate({
    maxInFlight,
    maxQueued,
    maxWaitMs: config.upstreamTimeoutMs,
  });
  metrics.watchUpstreamCalls('netease', () => gate);
  const revocations = createRevocations(shared.redis);
  const netease = createNeteaseProxy({
    upstream: createNeteaseUpstream(runtime.upstreamUrl, {
      timeoutMs: config.upstreamTimeoutMs,
      maxSockets: maxInFlight,
    }),
    gate,
    timeoutMs: config.upstreamTimeoutMs,
    bodyLimitBytes: config.bodyLimitBytes,
    compress: compressRelayedIfAccepted,
    openSession: createCallSessionOpener(openSession, revocations),
    revocations,
    cache: config.shared.responseCache.enabled
      ? createProxyCache(
          createCachedCalls(
            createAnswerCache({
              maxBytes: config.shared.responseCache.maxBytes,
              redis: shared.redis,
              metrics,
            }),
          ),
          createAccountGenerations(shared.redis),
        )
      : undefined,
    budget: createUpstreamBudget({ ...config.shared.upstreamBudget, redis: shared.redis, metrics }),
    allowedOrigins: config.allowedOrigins,
    additionsFor: (req) => ({
      realIP: config.realIP ?? (config.trustProxy === false ? undefined : clientAddress(req)),
      proxy: config.upstreamProxy,
      domain: config.upstream.kind === 'embedded' ? config.upstream.cloudDomain : undefined,
    }),
    logger,
    metrics,
  });
  return withNeteaseFastPath(app, [observe, headers, cors, limit], netease, logError);
}
