import type { ClientRequest, IncomingMessage } from 'node:http';
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
import { BilibiliUpstreamError, untilAborted, upstreamErrorFrom } from './bilibili-upstream-error';
import { HostStreamSlots, type ReleaseSlot } from './host-stream-slots';
import { firstQueryString, sendJsonError, sendMissingParam } from './json-replies';
import { fail, MEDIA_UPSTREAM_LABEL, refuse, refuseBusyHost } from './stream-proxy-replies';
import { watchForStalledBody } from './stalled-body-watch';
import { mediaRequestHeaders, setMediaResponseHeaders } from './stream-proxy-headers';

/** What the stream proxy needs. */
export interface StreamProxyDeps {
  policy: MediaTargetPolicy;
  /** Budget for resolving and connecting, up to the response headers (not the whole body). */
  timeoutMs: number;
  /** Streams in flight per media host; one more is refused at once with 503 and `Retry-After`. */
  maxStreamsPerHost: number;
  /** A body that delivers nothing for this long (while the client is ready for more) is cut. */
  idleTimeoutMs: number;
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

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * `GET|HEAD /stream-proxy?url=<absolute URL>`: fetches Bilibili media (audio, covers) with the
 * site Referer the CDNs require, passing `Range`/`If-Range` through so seeking works.
 * - Every target, the first and each redirect (at most {@link MAX_MEDIA_REDIRECTS}), goes
 *   through `checkMediaTarget`; a refused one answers 403 (400 for a missing or malformed url)
 *   and nothing is connected to. Connections are pinned to the validated address.
 * - 2xx and 416 pass through with a short list of safe headers (`Cache-Control: no-store`
 *   unless upstream set one); any other upstream answer, a timeout or a connection failure is a
 *   502 JSON error — the media host's own error page is never relayed.
 * - At most `maxStreamsPerHost` requests per media host are in flight, counted from the
 *   upstream request until its body is piped or it failed; one more is refused at once with
 *   503 and `Retry-After`, before any connection, rather than left waiting for a socket.
 * - A body that stalls (no data for `idleTimeoutMs` while the client is ready for more) is cut:
 *   the client's response is destroyed (its headers are sent), the upstream request too, and
 *   an `idle_timeout` upstream error is counted.
 * - When the client goes away, the upstream request is destroyed at once; the active-streams
 *   gauge counts each piped body exactly once.
 */
export function createStreamProxyHandler(deps: StreamProxyDeps): RequestHandler {
  const slots = new HostStreamSlots(deps.maxStreamsPerHost);
  return (req, res) => {
    proxyMedia(req, res, deps, slots).catch((error: unknown) => {
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
  /** The upstream body was cut because it stopped delivering data. */
  upstreamStalled: boolean;
}

async function proxyMedia(
  req: Request,
  res: Response,
  deps: StreamProxyDeps,
  slots: HostStreamSlots,
): Promise<void> {
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
    upstreamStalled: false,
  };
  res.once('close', () => {
    // A finished answer has nothing left to cancel, and aborting would destroy the kept-alive
    // connection its request just handed back to the pool.
    if (res.writableFinished) return;
    if (!state.upstreamBroke) state.clientGone = true;
    state.aborter.abort();
  });
  const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
  const headers = mediaRequestHeaders(req, deps.cookieHeader());
  let target = raw;
  // The slot of the host being asked now; every way out of the loop gives it back, except
  // relay(), which takes it over (a piped body keeps it until the body is done).
  let releaseSlot: ReleaseSlot | undefined;
  try {
    for (let redirects = 0; ; redirects++) {
      const verdict = await checkTarget(target, deps);
      if (state.aborter.signal.aborted) return;
      if (verdict instanceof BilibiliUpstreamError) return fail(res, deps, verdict, undefined);
      if (!verdict.ok) return refuse(res, deps, verdict, redirects > 0);
      const host = verdict.url.hostname;
      releaseSlot?.();
      releaseSlot = slots.tryTake(host);
      if (releaseSlot === undefined) return refuseBusyHost(res, deps, host, deps.maxStreamsPerHost);
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
        const request = pinned.request;
        const handedOver = releaseSlot;
        releaseSlot = undefined;
        return relay(res, deps, state, {
          upstream,
          request,
          method,
          host,
          releaseSlot: handedOver,
        });
      }
      // The redirect's own body is never read: its socket is closed right away.
      pinned.request.destroy();
      const next = redirectTarget(upstream, verdict.url, redirects);
      if (next instanceof BilibiliUpstreamError) return fail(res, deps, next, host);
      target = next;
    }
  } finally {
    releaseSlot?.();
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
  /** Gives the host's slot back; relay() calls it once the answer is done with the upstream. */
  releaseSlot: ReleaseSlot;
}

function relay(res: Response, deps: StreamProxyDeps, state: ProxyState, relayed: Relayed): void {
  const { upstream, request, method, host, releaseSlot } = relayed;
  const status = upstream.statusCode ?? 0;
  const success = status >= 200 && status < 300;
  if (!success && status !== 416) {
    request.destroy();
    releaseSlot();
    const error = new BilibiliUpstreamError(
      'http_status',
      `The media host answered HTTP ${status}`,
    );
    return fail(res, deps, error, host);
  }
  res.status(status);
  setMediaResponseHeaders(res, upstream, success);
  if (method === 'HEAD' || !success) {
    // HEAD has no body, and a 416's body is the media host's error text: neither is relayed.
    request.destroy();
    releaseSlot();
    res.end();
    return;
  }
  pipeBody(res, deps, state, relayed);
}

function pipeBody(res: Response, deps: StreamProxyDeps, state: ProxyState, relayed: Relayed): void {
  const { upstream, request, host, releaseSlot } = relayed;
  deps.metrics.activeStreams.inc();
  const stopWatching = watchForStalledBody(upstream, res, deps.idleTimeoutMs, () => {
    state.upstreamStalled = true;
    state.upstreamBroke = true;
    // The client's headers are sent, so only a cut connection tells it the body is incomplete.
    // The pipeline then ends with an error, which releases the slot and the gauge.
    upstream.destroy(new Error('the media body stalled'));
    request.destroy();
    res.destroy();
  });
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    stopWatching();
    releaseSlot();
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
    const reason = state.upstreamStalled ? 'idle_timeout' : 'interrupted';
    deps.metrics.upstreamErrors.inc({ upstream: MEDIA_UPSTREAM_LABEL, reason });
    deps.logger.warn({ host, reason }, 'media stream broke off');
  });
}
