import type { HealthDto } from '@cadenza/api-client';
import { Router } from 'express';

/** Options for {@link createHealthRouter}. */
export interface HealthRouterOptions {
  version: string;
  /** Monotonic clock in ms; injected so uptime is testable. */
  now?: () => number;
}

/** `GET /health`: liveness plus what the upstream is (the UI banners the offline demo). */
export function createHealthRouter({
  version,
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
      // The upstream wiring arrives with the NetEase routes; until then there is none.
      upstream: { kind: 'none', offlineDemo: false },
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
