import type { Request, RequestHandler } from 'express';
import type { FaultRegistry, SimService } from './fault-registry';

/** Body of an injected error; a 301 carries NetEase's "login required" body. */
export function faultBody(status: number): Record<string, unknown> {
  if (status === 301) return { code: 301, msg: '需要登录', message: '需要登录' };
  return { code: status, msg: 'simulated fault', message: 'simulated fault' };
}

/** The ids a request is about: query or parsed body id/ids/bvid/cid, and the numeric id of a media path. */
export function requestIds(req: Request): string[] {
  const ids: string[] = [];
  const body: unknown = req.body;
  const sources = [
    req.query as Record<string, unknown>,
    body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
  ];
  for (const source of sources) {
    for (const key of ['id', 'ids', 'bvid', 'cid']) {
      const value = source[key];
      if (typeof value === 'string' || typeof value === 'number')
        ids.push(
          ...String(value)
            .split(/\s*,\s*/)
            .filter(Boolean),
        );
    }
  }
  const fromPath = /\/(\d+)(?:[-.][^/]*)?$/.exec(req.path);
  if (fromPath?.[1]) ids.push(fromPath[1]);
  return ids;
}

/**
 * Applies the first matching fault rule to a request of `service`: waits `latencyMs`, then answers
 * the error status, holds the request unanswered (timeout), destroys the socket (drop), or lets the
 * request through. Control routes (`/__sim/*`) are never faulted.
 */
export function faultMiddleware(registry: FaultRegistry, service: SimService): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/__sim')) return next();
    const rule = registry.take({ service, path: req.path, ids: requestIds(req) });
    if (!rule) return next();
    const apply = () => {
      if (rule.drop) {
        req.socket.destroy();
      } else if (rule.timeout) {
        // Never answered: the client's own timeout must fire. The sim's close() ends the socket.
      } else if (rule.status !== undefined) {
        res.status(rule.status).json(faultBody(rule.status));
      } else {
        next();
      }
    };
    if (rule.latencyMs) {
      const timer = setTimeout(apply, rule.latencyMs);
      res.on('close', () => clearTimeout(timer));
    } else {
      apply();
    }
  };
}
