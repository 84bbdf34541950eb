import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { GatewayLogger } from '../observability/logger';
import type { GatewayMetrics } from '../observability/metrics';

/** A request id from the reverse proxy is kept only when it looks like one (no log injection). */
const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

/**
 * A middleware that needs nothing of Express: it runs in the Express app and in the NetEase
 * fast path alike.
 */
export type PlainMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The label for a request in metrics: the route under `/api` when it is a known one, else a
 * fixed bucket, so the label set stays small whatever URLs clients send.
 */
export type RouteLabeler = (path: string) => string;

/**
 * Gives every request an id (`X-Request-Id`, echoed back), logs one JSON line per answered
 * request (method, path without the query string, status, time), and records the per-route
 * count and latency. The query string is never logged: it may carry ids a user searched for
 * and, from older clients, a cookie.
 */
export function observeRequests(
  logger: GatewayLogger,
  metrics: GatewayMetrics,
  labelOf: RouteLabeler,
): PlainMiddleware {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id =
      typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const method = req.method ?? 'GET';
    const route = labelOf(path);
    const record = (aborted: boolean) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = aborted && !res.headersSent ? 499 : res.statusCode;
      metrics.requests.inc({ route, method, status: String(status) });
      metrics.latency.observe({ route, method }, seconds);
      const line = {
        reqId: id,
        method: req.method,
        path,
        route,
        status,
        ms: Math.round(seconds * 1e4) / 10,
        aborted,
      };
      if (status >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request');
    };
    // 'close' follows 'finish' for every answer, and alone tells of a client that left early.
    res.once('close', () => record(!res.writableFinished));
    next();
  };
}
