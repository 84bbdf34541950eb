export { healthDtoSchema, UPSTREAM_KINDS, type HealthDto } from './lib/dto/health.dto';
export type { GatewayHealth } from './lib/models/gateway-health';
export { describeIssues } from './lib/normalize/describe-issues';
export {
  InvalidResponseError,
  normalizeHealth,
  toGatewayHealth,
} from './lib/normalize/health.normalize';
