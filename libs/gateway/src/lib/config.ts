import { isAbsolute, resolve } from 'node:path';

/** Everything `createGateway` needs; parsed once from the environment by the app's main. */
export interface GatewayConfig {
  /** TCP port to listen on (`PORT`, default 8080). */
  port: number;
  /** Interface to bind (`HOST`, default all interfaces). */
  host: string;
  /** Folder of the built web app to serve, or undefined for an API-only gateway (`STATIC_DIR`). */
  staticDir: string | undefined;
  /** Version reported by `/api/health`. */
  version: string;
  /** How long shutdown waits for in-flight requests before closing them (`SHUTDOWN_GRACE_MS`). */
  shutdownGraceMs: number;
}

/** Raised for an environment the gateway cannot start with; the message names the variable. */
export class GatewayConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayConfigError';
  }
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new GatewayConfigError(
      `${name} must be an integer between ${min} and ${max} (got "${raw}")`,
    );
  }
  return value;
}

/** Defaults that a caller (e.g. the app's main) supplies from where it is installed. */
export interface GatewayConfigDefaults {
  staticDir?: string;
  version?: string;
}

/**
 * Reads the gateway's configuration from environment variables, applying defaults and
 * failing with a named variable rather than starting half-configured.
 */
export function parseGatewayConfig(
  env: Record<string, string | undefined>,
  defaults: GatewayConfigDefaults = {},
): GatewayConfig {
  const staticDir = env['STATIC_DIR'] || defaults.staticDir;
  return {
    port: parseInteger('PORT', env['PORT'], 8080, 1, 65535),
    host: env['HOST']?.trim() || '0.0.0.0',
    staticDir: staticDir && !isAbsolute(staticDir) ? resolve(staticDir) : staticDir,
    version: env['CADENZA_VERSION'] || defaults.version || '0.0.0',
    shutdownGraceMs: parseInteger(
      'SHUTDOWN_GRACE_MS',
      env['SHUTDOWN_GRACE_MS'],
      10_000,
      0,
      600_000,
    ),
  };
}
