import { healthDtoSchema, type HealthDto, describeIssues } from '@cadenza/contract';
import type { GatewayHealth } from '../models/gateway-health';

/** Thrown when an upstream answer does not match its DTO schema. */
export class InvalidResponseError extends Error {
  constructor(
    readonly endpoint: string,
    readonly details: string,
  ) {
    super(`invalid response from ${endpoint}: ${details}`);
    this.name = 'InvalidResponseError';
  }
}

/** Maps a validated `/health` answer to the domain model. */
export function toGatewayHealth(dto: HealthDto): GatewayHealth {
  return {
    version: dto.version,
    upstreamKind: dto.upstream.kind,
    offlineDemo: dto.upstream.offlineDemo,
  };
}

/** Validates a raw `/health` answer and maps it to the domain model; throws when invalid. */
export function normalizeHealth(raw: unknown): GatewayHealth {
  const parsed = healthDtoSchema.safeParse(raw);
  if (!parsed.success) {
    throw new InvalidResponseError('/health', describeIssues(parsed.error.issues, raw));
  }
  return toGatewayHealth(parsed.data);
}
