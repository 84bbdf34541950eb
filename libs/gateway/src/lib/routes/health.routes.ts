import type { HealthDto } from '@cadenza/contract';
import { Router } from 'express';
import type { UpstreamProbe } from '../observability/upstream-probe';
import type { SharedStateHealth } from '../shared-state/shared-state';

/** Options for {@link createHealthRouter}. */
export interface HealthRouterOptions {
  version: string;
  upstream: HealthDto['upstream'];
  /** Checks the upstream for readiness; absent when there is none. */
  probe?: UpstreamProbe;
  /** How the replica shares state; reported by readiness, never a reason to be unready. */
  sharedState?: () => SharedStateHealth;
  /** Monotonic clock in ms; injected so uptime is testable. */
  now?: () => number;
}

/**
 * `GET /health`: liveness, with what the upstream is (the UI banners the offline demo).
 * `GET /health/ready`: readiness: 200 when the upstream answered the probe, else 503, both
 * with the check's outcome, so a load balancer stops sending traffic to a cut-off replica.
 * It also says whether the replica's limits, cache and logouts are shared through Redis now.
 */
export function createHealthRouter({
  version,
  upstream,
  probe,
  sharedState,
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
            // A replica without Redis still answers every request (from memory): ready.
            ...(sharedState === undefined ? {} : { sharedState: sharedState() }),
          });
      })
      .catch(next);
  });
  return router;
}
