import express, { type Express } from 'express';

/** Options for {@link createSimServer}. */
export interface SimServerOptions {
  /** Seed of the generated catalogue; reported so a test can tell which catalogue it got. */
  seed: number;
}

/**
 * The simulator's HTTP surface. Routes under `/__sim` are simulator-only controls, clearly
 * outside the real services' surface; the NetEase, Bilibili and alternative-source routes of
 * the upstream contract are mounted beside them.
 */
export function createSimServer({ seed }: SimServerOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/__sim/health', (_req, res) => {
    res.json({ ok: true, simulator: 'ncm-sim', seed });
  });
  app.use((_req, res) => {
    res.status(404).json({ code: 404, data: null, msg: 'Not Found' });
  });
  return app;
}
