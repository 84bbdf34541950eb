import express, { type ErrorRequestHandler, type Express } from 'express';
import { controlRoutes } from '../control/control.routes';
import { faultMiddleware } from '../faults/fault-middleware';
import { riskControlGate } from '../risk-control/risk-control';
import type { SimWorld } from '../sim-world';
import { bilibiliCompatRoutes } from './bilibili-compat.routes';
import { neteaseRoutes } from './netease-routes';
import { createNcmRouter, ncmFront } from './ncm-transport';

/**
 * The NetEase API server's surface on one port: CORS and body parsing first (so faults answer
 * with CORS too), the simulator-only `/__sim` control routes, then every NetEase route and the
 * `/bilibili/*` relay behind the fault injector, then a JSON 404. NetEase's risk control gates the
 * NetEase routes only, after the faults: a call a fault stopped never reached NetEase to be counted.
 */
export function createNeteaseApp(world: SimWorld): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(ncmFront());
  app.use('/__sim', controlRoutes(world));
  app.use(faultMiddleware(world.faults, 'netease'));
  app.use(
    createNcmRouter({
      routes: neteaseRoutes(world),
      userForToken: (token) => world.userForToken(token),
      gate: riskControlGate(world.riskControl),
    }),
  );
  app.use(bilibiliCompatRoutes(world));
  app.use((_req, res) => {
    res.status(404).json({ code: 404, data: null, msg: 'Not Found' });
  });
  const onError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .json({ code: status, data: null, msg: status === 500 ? 'simulator error' : 'bad request' });
  };
  app.use(onError);
  return app;
}
