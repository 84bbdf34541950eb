export {
  GatewayConfigError,
  parseGatewayConfig,
  type GatewayConfig,
  type GatewayConfigDefaults,
} from './lib/config';
export { createGateway, type GatewayLogger } from './lib/create-gateway';
export { listen, listenOnAvailablePort, type RunningGateway } from './lib/listen';
export type { GatewayErrorBody } from './lib/middleware/json-errors';
