import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { pipeline } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import {
  checkMediaTarget,
  openPinnedRequest,
  type MediaTargetPolicy,
  type MediaTargetVerdict,
  type ResolveHost,
} from '../net';
import type { GatewayLogger } from '../observability/logger';
import type { GatewayMetrics } from '../observability/metrics';
import { BILIBILI_REFERER, DESKTOP_CHROME_USER_AGENT } from './bilibili-headers';
import { BilibiliUpstreamError, untilAborted, upstreamErrorFrom } from './bilibili-upstream-error';
import { firstQueryString, sendJsonError, sendMissingParam } from './json-replies';

/** What the stream proxy needs. */
export interface StreamProxyDeps {
  policy: MediaTargetPolicy;
  /** Budget for resolving and connecting, up to the response headers (not the whole body). */
  timeoutMs: number;
  resolveHost: ResolveHost;
  logger: GatewayLogger;
  metrics: GatewayMetrics;
  /** The `Cookie` to send, as known now; asked per request. */
  cookieHeader: () => string | undefined;
}

/** Redirects followed per request; each target is checked by the guard again. */
export const MAX_MEDIA_REDIRECTS = 3;

/** Longest `url` accepted (Bilibili's signed stream URLs are well under 1 KB). */
const MAX_URL_LENGTH = 4096;

/** Upstream response headers passed to the client; everything else (cookies, server) stays behind. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'last-modified',
  'etag',
  'cache-control',
] as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const RANGE_HEADER = /^bytes=\d*-\d*(?:,\s*\d*-\d*)*$/;
const UPSTREAM_LABEL = 'bilibili-media';

/**
 * `GET|HEAD /stream-proxy?url=<absolute URL>`: fetches Bilibili media (audio, covers) with the
 * site Referer the CDNs require, passing `Range`/`If-Range` through so seeking works.
 * - Every target, the first and each redirect (at most {@link MAX_MEDIA_REDIRECTS}), goes
 *   through `checkMediaTarget`; a refused one answers 403 (400 for a missing or malformed url)
 *   and nothing is connected to. Connections are pinned to the validated address.
 * - 2xx and 416 pass through with a short list of safe headers (`Cache-Control: no-store`
 *   unless upstream set one); any other upstream answer, a timeout or a connection failure is a
 *   502 JSON error — the media host's own error page is never relayed.
 * - When the client goes away, the upstream request is destroyed at once; the active-streams
 *   gauge counts each piped body exactly once.
 */
export function createStreamProxyHandler(deps: StreamProxyDeps): RequestHandler {
  return (req, res) => {
    proxyMedia(req, res, deps).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'stream proxy failed unexpectedly');
      sendJsonError(res, 500, 'Internal server error');
    });
  };
}

/** Per-request state shared by the steps below. */
interface ProxyState {
  aborter: AbortController;
  /** The client closed its connection before the answer was complete. */
  clientGone: boolean;
  /** The upstream connection broke before its body was complete. */
  upstreamBroke: boolean;
}

async function proxyMedia(req: Request, res: Response, deps: StreamProxyDeps): Promise<void> {
  const raw = firstQueryString(req.query['url']);
  if (!raw) return sendMissingParam(res, 'url');
  if (raw.length > MAX_URL_LENGTH) return sendJsonError(res, 400, 'The url is too long');
  // pipeline() and its end-of-stream watchers put about eight 'close' listeners on the response;
  // with the request observer's and compression's that passes Node's default of 10 and would
  // print a false "memory leak" warning for every stream.
  res.setMaxListeners(32);
  const state: ProxyState = {
    aborter: new AbortController(),
    clientGone: false,
    upstreamBroke: false,
  };
  res.once('close', () => {
    // A finished answer has nothing left to cancel, and aborting would destroy the kept-alive
    // connection its request just handed back to the pool.
    if (res.writableFinished) return;
    if (!state.upstreamBroke) state.clientGone = true;
    state.aborter.abort();
  });
  const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
  const headers = upstreamHeaders(req, deps.cookieHeader());
  let target = raw;
  for (let redirects = 0; ; redirects++) {
    const verdict = await checkTarget(target, deps);
    if (state.aborter.signal.aborted) return;
    if (verdict instanceof BilibiliUpstreamError) return fail(res, deps, verdict, undefined);
    if (!verdict.ok) return refuse(res, deps, verdict, redirects > 0);
    const host = verdict.url.hostname;
    const pinned = openPinnedRequest(verdict, {
      method,
      headers,
      timeoutMs: deps.timeoutMs,
      signal: state.aborter.signal,
    });
    let upstream: IncomingMessage;
    try {
      upstream = await pinned.response;
    } catch (error) {
      if (state.aborter.signal.aborted) return;
      return fail(res, deps, upstreamErrorFrom(error, 'The media host'), host);
    }
    const status = upstream.statusCode ?? 0;
    if (!REDIRECT_STATUSES.has(status)) {
      return relay(res, deps, state, { upstream, request: pinned.request, method, host });
    }
    // The redirect's own body is never read: its socket is closed right away.
    pinned.request.destroy();
    const next = redirectTarget(upstream, verdict.url, redirects);
    if (next instanceof BilibiliUpstreamError) return fail(res, deps, next, host);
    target = next;
  }
}

/** The guard, bounded by the timeout (a slow resolver must not hold the request forever). */
async function checkTarget(
  target: string,
  deps: StreamProxyDeps,
): Promise<MediaTargetVerdict | BilibiliUpstreamError> {
  try {
    const deadline = AbortSignal.timeout(deps.timeoutMs);
    return await untilAborted(checkMediaTarget(target, deps.policy, deps.resolveHost), deadline);
  } catch (error) {
    return upstreamErrorFrom(error, 'The media host');
  }
}

function redirectTarget(
  upstream: IncomingMessage,
  from: URL,
  followed: number,
): string | BilibiliUpstreamError {
  if (followed >= MAX_MEDIA_REDIRECTS) {
    return new BilibiliUpstreamError('redirect', 'The media host redirected too many times');
  }
  const location = upstream.headers.location;
  if (!location) {
    return new BilibiliUpstreamError('redirect', 'The media host redirected without a target');
  }
  try {
    return new URL(location, from).href;
  } catch {
    return new BilibiliUpstreamError('redirect', 'The media host redirected to an invalid URL');
  }
}

interface Relayed {
  upstream: IncomingMessage;
  request: ClientRequest;
  method: 'GET' | 'HEAD';
  host: string;
}

function relay(res: Response, deps: StreamProxyDeps, state: ProxyState, relayed: Relayed): void {
  const { upstream, request, method, host } = relayed;
  const status = upstream.statusCode ?? 0;
  const success = status >= 200 && status < 300;
  if (!success && status !== 416) {
    request.destroy();
    const error = new BilibiliUpstreamError(
      'http_status',
      `The media host answered HTTP ${status}`,
    );
    return fail(res, deps, error, host);
  }
  res.status(status);
  // Whatever an earlier middleware chose does not describe these bytes; upstream's value or no-store does.
  res.removeHeader('Cache-Control');
  for (const name of success ? PASSED_HEADERS : (['content-range'] as const)) {
    const value = upstream.headers[name];
    if (typeof value === 'string') res.setHeader(name, value);
  }
  if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', 'no-store');
  // The bytes come from another host but are served from the gateway's origin: never let a
  // browser run them as a page.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  if (method === 'HEAD' || !success) {
    // HEAD has no body, and a 416's body is the media host's error text: neither is relayed.
    request.destroy();
    res.end();
    return;
  }
  pipeBody(res, deps, state, relayed);
}

function pipeBody(res: Response, deps: StreamProxyDeps, state: ProxyState, relayed: Relayed): void {
  const { upstream, request, host } = relayed;
  deps.metrics.activeStreams.inc();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    deps.metrics.activeStreams.dec();
  };
  upstream.once('close', () => {
    if (!upstream.complete && !state.clientGone) state.upstreamBroke = true;
  });
  res.once('close', release);
  pipeline(upstream, res, (error) => {
    release();
    if (!error) return;
    request.destroy();
    if (state.clientGone) return;
    deps.metrics.upstreamErrors.inc({ upstream: UPSTREAM_LABEL, reason: 'interrupted' });
    deps.logger.warn({ host, reason: 'interrupted' }, 'media stream broke off');
  });
}

function upstreamHeaders(req: Request, cookie: string | undefined): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    'User-Agent': DESKTOP_CHROME_USER_AGENT,
    Referer: BILIBILI_REFERER,
    Accept: '*/*',
    // Content-Encoding is not passed back, so the body must arrive as it is.
    'Accept-Encoding': 'identity',
  };
  const range = req.get('range');
  if (range && range.length <= 256 && RANGE_HEADER.test(range)) headers['Range'] = range;
  const ifRange = req.get('if-range');
  if (range && ifRange && ifRange.length <= 256) headers['If-Range'] = ifRange;
  if (cookie) headers['Cookie'] = cookie;
  return headers;
}

function refuse(
  res: Response,
  deps: StreamProxyDeps,
  verdict: Extract<MediaTargetVerdict, { ok: false }>,
  afterRedirect: boolean,
): void {
  if (verdict.reason === 'unresolvable') {
    return fail(res, deps, new BilibiliUpstreamError('unresolvable', verdict.detail), undefined);
  }
  deps.logger.warn({ reason: verdict.reason, afterRedirect }, 'stream proxy refused a target');
  const status = verdict.reason === 'malformed-url' && !afterRedirect ? 400 : 403;
  sendJsonError(
    res,
    status,
    afterRedirect ? `Redirect refused: ${verdict.detail}` : verdict.detail,
  );
}

function fail(
  res: Response,
  deps: StreamProxyDeps,
  error: BilibiliUpstreamError,
  host: string | undefined,
): void {
  deps.metrics.upstreamErrors.inc({ upstream: UPSTREAM_LABEL, reason: error.reason });
  deps.logger.warn({ host, reason: error.reason }, 'media fetch failed');
  sendJsonError(res, 502, error.message);
}
