import { Router } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { GatewayMetrics } from '../observability/metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in the Prometheus text format. With a token configured, only
 * `Authorization: Bearer <token>` gets it (401 otherwise); docs/operations.md also shows how to
 * keep the path off the public side of the reverse proxy.
 */
export function createMetricsRouter(metrics: GatewayMetrics, token: string | undefined) {
  const router = Router();
  router.get('/metrics', (req, res, next) => {
    if (token !== undefined && !sameToken(req.get('authorization') ?? '', `Bearer ${token}`)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ code: 401, msg: 'Unauthorized' });
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => res.set('Content-Type', metrics.registry.contentType).send(text))
      .catch(next);
  });
  return router;
}
