import type { HealthDto } from '@cadenza/contract';
import { Router } from 'express';
import type { UpstreamProbe } from '../observability/upstream-probe';

/** Options for {@link createHealthRouter}. */
export interface HealthRouterOptions {
  version: string;
  upstream: HealthDto['upstream'];
  /** Checks the upstream for readiness; absent when there is none. */
  probe?: UpstreamProbe;
  /** Monotonic clock in ms; injected so uptime is testable. */
  now?: () => number;
}

/**
 * `GET /health`: liveness, with what the upstream is (the UI banners the offline demo).
 * `GET /health/ready`: readiness: 200 when the upstream answered the probe, else 503, both
 * with the check's outcome, so a load balancer stops sending traffic to a cut-off replica.
 */
export function createHealthRouter({
  version,
  upstream,
  probe,
  now = () => performance.now(),
}: HealthRouterOptions) {
  const startedAt = now();
  const router = Router();
  router.get('/health', (_req, res) => {
    const body: HealthDto = {
      status: 'ok',
      service: 'cadenza-gateway',
      version,
      uptimeSeconds: Math.max(0, Math.round((now() - startedAt) / 1000)),
      upstream,
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.get('/health/ready', (_req, res, next) => {
    if (probe === undefined) {
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        .json({
          status: 'not-ready',
          upstream: { ok: false, error: 'no upstream configured' },
        });
      return;
    }
    probe()
      .then((result) => {
        res
          .status(result.ok ? 200 : 503)
          .set('Cache-Control', 'no-store')
          .json({
            status: result.ok ? 'ready' : 'not-ready',
            upstream: { kind: upstream.kind, ...result },
          });
      })
      .catch(next);
  });
  return router;
}
