import { Router, type RequestHandler } from 'express';
import type { BilibiliConfig } from '../config/gateway-config';
import { defaultResolveHost, type ResolveHost } from '../net';
import type { GatewayLogger } from '../observability/logger';
import type { GatewayMetrics } from '../observability/metrics';
import { BilibiliApiClient } from './bilibili-api-client';
import { BILIBILI_API_ROUTES, pickRouteParams, type BilibiliApiRoute } from './bilibili-api-routes';
import { BilibiliUpstreamError } from './bilibili-upstream-error';
import { sendJsonError, sendMissingParam } from './json-replies';
import { createStreamProxyHandler } from './stream-proxy';

/** What {@link createBilibiliRouter} needs. */
export interface BilibiliRouterDeps {
  config: BilibiliConfig;
  /** Budget of each upstream call, and of the stream proxy up to the response headers. */
  timeoutMs: number;
  logger: GatewayLogger;
  metrics: GatewayMetrics;
  /** DNS for the stream proxy's guard; tests inject one so they never touch real DNS. */
  resolveHost?: ResolveHost;
  /** `fetch` for the API calls; default the global one. */
  fetch?: typeof fetch;
  /** Clock in epoch ms (WBI `wts`, key expiry); default `Date.now`. */
  now?: () => number;
}

/**
 * The Bilibili routes of contract §4, to mount at `/api/bilibili`:
 * - `GET /search` (`keyword`), `GET /video/detail` (`bvid`), `GET /playurl` (`bvid`, `cid`):
 *   an allow-list of parameters, WBI-signed, sent to Bilibili's web API; its JSON object comes
 *   back verbatim with HTTP 200. A missing parameter is a 400; a failed, slow or non-JSON
 *   upstream is a 502 `{code: 502, message}` — not the original's HTTP 200 `code -1`, because
 *   the client treats any non-200 as the failure it is.
 * - `GET|HEAD /stream-proxy?url=`: Bilibili media through the SSRF guard (see
 *   `createStreamProxyHandler`).
 */
export function createBilibiliRouter(deps: BilibiliRouterDeps): Router {
  const router = Router();
  const api = new BilibiliApiClient({
    apiUrl: deps.config.apiUrl,
    cookie: deps.config.cookie,
    timeoutMs: deps.timeoutMs,
    // Looked up per call, so the global can be replaced (tests, instrumentation) after start-up.
    fetch: deps.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now: deps.now ?? Date.now,
  });
  for (const route of BILIBILI_API_ROUTES) {
    router.get(route.path, apiRouteHandler(route, api, deps));
  }
  router.get(
    '/stream-proxy',
    createStreamProxyHandler({
      policy: deps.config,
      timeoutMs: deps.timeoutMs,
      maxStreamsPerHost: deps.config.maxStreamsPerHost,
      idleTimeoutMs: deps.config.streamIdleTimeoutMs,
      resolveHost: deps.resolveHost ?? defaultResolveHost,
      logger: deps.logger,
      metrics: deps.metrics,
      cookieHeader: () => api.knownCookieHeader(),
    }),
  );
  return router;
}

function apiRouteHandler(
  route: BilibiliApiRoute,
  api: BilibiliApiClient,
  deps: BilibiliRouterDeps,
): RequestHandler {
  return (req, res) => {
    const picked = pickRouteParams(route, req.query);
    if (!picked.ok) return sendMissingParam(res, picked.missing);
    // One deadline for the whole call: key load, buvid, the request and its one retry.
    const deadline = AbortSignal.timeout(deps.timeoutMs);
    api.callSigned(route.upstreamPath, picked.params, deadline).then(
      (answer) => {
        res
          .status(200)
          .set('Cache-Control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(answer.text);
      },
      (error: unknown) => {
        if (error instanceof BilibiliUpstreamError) {
          deps.metrics.upstreamErrors.inc({ upstream: 'bilibili', reason: error.reason });
          deps.logger.warn({ route: route.path, reason: error.reason }, 'Bilibili API call failed');
          return sendJsonError(res, 502, error.message);
        }
        deps.logger.error({ err: error, route: route.path }, 'Bilibili route failed unexpectedly');
        sendJsonError(res, 500, 'Internal server error');
      },
    );
  };
}
