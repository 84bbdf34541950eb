import express, { type Express } from 'express';
import type { GatewayConfig } from './config';
import { apiNotFound, jsonErrors } from './middleware/json-errors';
import { createHealthRouter } from './routes/health.routes';
import { createStaticAppRouter } from './routes/static-app';

/** Where the gateway reports problems; defaults to stderr. Never given secrets (they stay out of logs). */
export type GatewayLogger = (message: string, error?: unknown) => void;

const defaultLogger: GatewayLogger = (message, error) =>
  console.error(`[gateway] ${message}`, error instanceof Error ? error.message : (error ?? ''));

/**
 * The gateway as an Express app, without a listening server (so tests run it in-process and
 * the desktop main process can embed it). Used by `apps/api-gateway` and `apps/desktop`.
 */
export function createGateway(
  config: Pick<GatewayConfig, 'staticDir' | 'version'>,
  log: GatewayLogger = defaultLogger,
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');

  const api = express.Router();
  api.use(createHealthRouter({ version: config.version }));
  api.use(apiNotFound);
  app.use('/api', api);

  if (config.staticDir) app.use(createStaticAppRouter(config.staticDir));
  app.use(apiNotFound);
  app.use(jsonErrors(log));
  return app;
}
