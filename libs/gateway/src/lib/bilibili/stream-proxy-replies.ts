import type { Response } from 'express';
import type { MediaTargetVerdict } from '../net';
import type { GatewayLogger } from '../observability/logger';
import type { GatewayMetrics } from '../observability/metrics';
import { BilibiliUpstreamError } from './bilibili-upstream-error';
import { sendJsonError } from './json-replies';

/** The `upstream` label of the stream proxy's failures in `cadenza_upstream_errors_total`. */
export const MEDIA_UPSTREAM_LABEL = 'bilibili-media';

/**
 * What a client refused for a busy media host is told to wait, in seconds: songs last minutes,
 * but on a host carrying its limit of streams one ends every few seconds.
 */
const BUSY_HOST_RETRY_AFTER_SECONDS = 5;

/** What the replies below log and count with. */
export interface ReplyDeps {
  logger: GatewayLogger;
  metrics: GatewayMetrics;
}

/** Answers a refused target: 403 (400 for a malformed url), 502 for an unresolvable one. */
export function refuse(
  res: Response,
  deps: ReplyDeps,
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

/** Answers 503 with `Retry-After` for a host already carrying `limit` streams (none connected). */
export function refuseBusyHost(res: Response, deps: ReplyDeps, host: string, limit: number): void {
  deps.logger.warn(
    { host, limit },
    'stream proxy refused a stream: the media host is at its limit',
  );
  res.setHeader('Retry-After', String(BUSY_HOST_RETRY_AFTER_SECONDS));
  sendJsonError(res, 503, 'Too many streams from this media host right now; try again shortly');
}

/** Answers 502 for a media host that failed, and counts it. */
export function fail(
  res: Response,
  deps: ReplyDeps,
  error: BilibiliUpstreamError,
  host: string | undefined,
): void {
  deps.metrics.upstreamErrors.inc({ upstream: MEDIA_UPSTREAM_LABEL, reason: error.reason });
  deps.logger.warn({ host, reason: error.reason }, 'media fetch failed');
  sendJsonError(res, 502, error.message);
}
