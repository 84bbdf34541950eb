export { cliOverrides } from './lib/config/cli-args';
export { GatewayConfigError } from './lib/config/env-readers';
export {
  DEFAULT_MEDIA_ORIGINS,
  DEFAULT_STREAM_PROXY_HOSTS,
  parseGatewayConfig,
  UPSTREAM_CHOICES,
  type BilibiliConfig,
  type GatewayConfig,
  type GatewayConfigDefaults,
  type UpstreamConfig,
} from './lib/config/gateway-config';
export { createGateway, type GatewayHandler, type GatewayRuntime } from './lib/create-gateway';
export { listen, listenOnAvailablePort, type RunningGateway } from './lib/listen';
export type { GatewayErrorBody } from './lib/middleware/json-errors';
export { createGatewayLogger, type GatewayLogger } from './lib/observability/logger';
export { createGatewayMetrics, type GatewayMetrics } from './lib/observability/metrics';
export { loadSessionSecret } from './lib/session/session-secret';
export { SESSION_COOKIE_NAME } from './lib/session/session-store';
export { startGateway, type StartedGateway } from './lib/start-gateway';
