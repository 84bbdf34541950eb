import type { HealthDto } from '@cadenza/contract';

/** A valid `/health` answer; override any field to build the case under test. */
export function buildHealthDto(overrides: Partial<HealthDto> = {}): HealthDto {
  return {
    status: 'ok',
    service: 'cadenza-gateway',
    version: '0.1.0',
    uptimeSeconds: 12,
    upstream: { kind: 'none', offlineDemo: false },
    ...overrides,
  };
}
