import { isAbsolute, resolve } from 'node:path';
import {
  GatewayConfigError,
  readBoolean,
  readChoice,
  readHttpUrl,
  readInteger,
  readList,
  readOrigins,
  readString,
  type Env,
} from './env-readers';
import { parseSharedConfig, type SharedStateConfig } from './shared-config';

/**
 * How the gateway reaches a NetEase-compatible API:
 * - `embedded`: the NeteaseCloudMusicApi server from npm, started in-process on loopback;
 * - `url`: an external compatible server at `url`.
 */
export type UpstreamConfig =
  | { kind: 'embedded'; offlineDemo: boolean; cloudDomain: string | undefined }
  | { kind: 'url'; url: string; offlineDemo: boolean };

/** What `UPSTREAM` may say. `auto` and `sim` are resolved by `npm start` (tools/scripts). */
export const UPSTREAM_CHOICES = ['auto', 'embedded', 'url', 'sim'] as const;

/** The Bilibili side: the web API and the hosts the stream proxy may fetch from. */
export interface BilibiliConfig {
  /** Base of Bilibili's web API (`BILIBILI_API_URL`). */
  apiUrl: string;
  /**
   * Host patterns the stream proxy may reach (`STREAM_PROXY_HOSTS`): `*.example.com` matches any
   * sub-domain, `upos-*.example.com` a prefix, anything else the exact host name; on the
   * scheme's standard port, or the one an entry names (`media.example.com:8443`).
   */
  mediaHostPatterns: string[];
  /**
   * Origins the stream proxy may reach even on a loopback or private address
   * (`STREAM_PROXY_ORIGINS`); only the offline demo sets it, to exactly the simulator's CDN.
   */
  trustedMediaOrigins: string[];
  /** A Bilibili cookie to send upstream (`BILIBILI_COOKIE`); never logged. */
  cookie: string | undefined;
  /** Media streams in flight per host; one more is refused (`STREAM_PROXY_MAX_PER_HOST`). */
  maxStreamsPerHost: number;
  /** A media body sending nothing for this long is cut (`STREAM_IDLE_TIMEOUT_MS`). */
  streamIdleTimeoutMs: number;
}

/** Per-client request budget (`RATE_LIMIT_WINDOW_MS`, `RATE_LIMIT_MAX`); max 0 turns it off. */
export interface RateLimitConfig {
  windowMs: number;
  max: number;
}

/**
 * Bounds on NetEase calls (`UPSTREAM_MAX_IN_FLIGHT`, `UPSTREAM_MAX_QUEUED`): beyond both, a call
 * is refused at once with 503 and `Retry-After`.
 */
export interface OverloadConfig {
  maxInFlight: number;
  maxQueued: number;
}

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
  /** The NetEase upstream (`UPSTREAM`, `UPSTREAM_URL`, `OFFLINE_DEMO`, `NCM_CLOUD_DOMAIN`). */
  upstream: UpstreamConfig;
  /** Secret sealing the session cookie, at least 32 characters (`SESSION_SECRET`). */
  sessionSecret: string | undefined;
  /** Where a generated secret is kept when `SESSION_SECRET` is unset (`SESSION_SECRET_FILE`). */
  sessionSecretFile: string;
  /** Marks the session cookie `Secure` always, never, or when the request came over https (`COOKIE_SECURE`). */
  cookieSecure: 'auto' | 'always' | 'never';
  /** Sent upstream as `realIP` (`REAL_IP`). */
  realIP: string | undefined;
  /** Sent upstream as `proxy`, an http(s) proxy for the NetEase calls (`UPSTREAM_PROXY`). */
  upstreamProxy: string | undefined;
  /**
   * Which reverse proxies to believe for `X-Forwarded-For` (`TRUST_PROXY`): `false` (default),
   * a hop count, or a comma list of addresses/CIDRs or `loopback`, `linklocal`, `uniquelocal`.
   */
  trustProxy: false | number | string[];
  /** Origins besides the gateway's own that may call `/api` with credentials (`ALLOWED_ORIGINS`). */
  allowedOrigins: string[];
  rateLimit: RateLimitConfig;
  /** Largest accepted request body (`BODY_LIMIT`, bytes). */
  bodyLimitBytes: number;
  /** Give up on an upstream call after this long (`UPSTREAM_TIMEOUT_MS`, default 15 s). */
  upstreamTimeoutMs: number;
  overload: OverloadConfig;
  bilibili: BilibiliConfig;
  /** The `/music?id=` service behind `/api/music_proxy/music` (`MUSIC_SOURCE_URL`). */
  musicSourceUrl: string | undefined;
  /** Extra origins the web app may load audio, video and images from (`MEDIA_ORIGINS`, for the CSP). */
  mediaOrigins: string[];
  /** pino level (`LOG_LEVEL`). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Serve `/metrics` (`METRICS`), optionally only with `Authorization: Bearer <METRICS_TOKEN>`. */
  metrics: { enabled: boolean; token: string | undefined };
  /** Redis, the response cache and the upstream budgets. */
  shared: SharedStateConfig;
}

/** Defaults that a caller (e.g. the app's main) supplies from where it is installed. */
export interface GatewayConfigDefaults {
  staticDir?: string;
  version?: string;
}

/** Bilibili media and image hosts (contract §4.1: the stream proxy must reach only these). */
export const DEFAULT_STREAM_PROXY_HOSTS = [
  '*.bilivideo.com',
  '*.bilivideo.cn',
  '*.hdslb.com',
  'upos-*.akamaized.net',
];

/** Where NetEase serves audio, video and cover images, allowed by the web app's CSP. */
export const DEFAULT_MEDIA_ORIGINS = [
  'https://*.music.126.net',
  'http://*.music.126.net',
  'https://*.126.net',
  'http://*.126.net',
];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Smallest accepted `SESSION_SECRET` (iron-session needs 32 characters). */
export const MIN_SESSION_SECRET_LENGTH = 32;

function parseUpstream(env: Env): UpstreamConfig {
  const choice = readChoice(env, 'UPSTREAM', UPSTREAM_CHOICES, 'auto');
  const url = readHttpUrl(env, 'UPSTREAM_URL');
  const offlineDemo = readBoolean(env, 'OFFLINE_DEMO', false);
  if (choice === 'sim') {
    throw new GatewayConfigError(
      'UPSTREAM=sim is resolved by `npm start`, which starts the simulator; run the gateway with UPSTREAM=url and UPSTREAM_URL instead',
    );
  }
  if (choice === 'url' && url === undefined) {
    throw new GatewayConfigError('UPSTREAM=url needs UPSTREAM_URL');
  }
  // `auto` without the probe (that lives in `npm start`): an explicit URL wins, else embedded.
  if (choice === 'url' || (choice === 'auto' && url !== undefined)) {
    return { kind: 'url', url: url as string, offlineDemo };
  }
  return { kind: 'embedded', offlineDemo, cloudDomain: readHttpUrl(env, 'NCM_CLOUD_DOMAIN') };
}

function parseTrustProxy(env: Env): false | number | string[] {
  const text = readString(env, 'TRUST_PROXY');
  if (text === undefined || ['false', '0', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return readInteger(env, 'TRUST_PROXY', 0, 0, 10);
  if (text.toLowerCase() === 'true') {
    throw new GatewayConfigError(
      'TRUST_PROXY must be a hop count or the proxy addresses: true would believe any X-Forwarded-For',
    );
  }
  return readList(env, 'TRUST_PROXY', []);
}

function parseSessionSecret(env: Env): string | undefined {
  const secret = readString(env, 'SESSION_SECRET');
  if (secret !== undefined && secret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new GatewayConfigError(
      `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long`,
    );
  }
  return secret;
}

function absolute(path: string | undefined): string | undefined {
  return path && !isAbsolute(path) ? resolve(path) : path;
}

/**
 * Reads the gateway's configuration from environment variables, applying defaults and
 * failing with a named variable rather than starting half-configured.
 */
export function parseGatewayConfig(env: Env, defaults: GatewayConfigDefaults = {}): GatewayConfig {
  return {
    port: readInteger(env, 'PORT', 8080, 1, 65535),
    host: readString(env, 'HOST', '0.0.0.0'),
    staticDir: absolute(readString(env, 'STATIC_DIR') ?? defaults.staticDir),
    version: readString(env, 'CADENZA_VERSION') ?? defaults.version ?? '0.0.0',
    shutdownGraceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    upstream: parseUpstream(env),
    sessionSecret: parseSessionSecret(env),
    sessionSecretFile: absolute(
      readString(env, 'SESSION_SECRET_FILE', '.data/session-secret'),
    ) as string,
    cookieSecure: readChoice(env, 'COOKIE_SECURE', ['auto', 'always', 'never'] as const, 'auto'),
    realIP: readString(env, 'REAL_IP'),
    upstreamProxy: readHttpUrl(env, 'UPSTREAM_PROXY'),
    trustProxy: parseTrustProxy(env),
    allowedOrigins: readOrigins(env, 'ALLOWED_ORIGINS', []),
    rateLimit: {
      windowMs: readInteger(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 3_600_000),
      max: readInteger(env, 'RATE_LIMIT_MAX', 600, 0, 1_000_000),
    },
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT', 100 * 1024, 1_024, 10 * 1024 * 1024),
    upstreamTimeoutMs: readInteger(env, 'UPSTREAM_TIMEOUT_MS', 15_000, 100, 120_000),
    // Sized for one machine: 256 concurrent calls keep an embedded or nearby upstream busy, and
    // a queue of 1024 rides out a burst without holding sockets and memory without limit.
    overload: {
      maxInFlight: readInteger(env, 'UPSTREAM_MAX_IN_FLIGHT', 256, 1, 10_000),
      maxQueued: readInteger(env, 'UPSTREAM_MAX_QUEUED', 1024, 0, 100_000),
    },
    bilibili: {
      apiUrl: readHttpUrl(env, 'BILIBILI_API_URL', 'https://api.bilibili.com'),
      mediaHostPatterns: readList(env, 'STREAM_PROXY_HOSTS', DEFAULT_STREAM_PROXY_HOSTS).map(
        (pattern) => pattern.toLowerCase(),
      ),
      trustedMediaOrigins: readOrigins(env, 'STREAM_PROXY_ORIGINS', []),
      cookie: readString(env, 'BILIBILI_COOKIE'),
      // A few hundred listeners of one CDN node per replica; each stream costs a socket and
      // about 128 KiB of buffers, so 256 stays around 32 MiB at worst.
      maxStreamsPerHost: readInteger(env, 'STREAM_PROXY_MAX_PER_HOST', 256, 1, 100_000),
      streamIdleTimeoutMs: readInteger(env, 'STREAM_IDLE_TIMEOUT_MS', 30_000, 1_000, 600_000),
    },
    musicSourceUrl: readHttpUrl(env, 'MUSIC_SOURCE_URL'),
    mediaOrigins: readList(env, 'MEDIA_ORIGINS', DEFAULT_MEDIA_ORIGINS),
    logLevel: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    metrics: {
      enabled: readBoolean(env, 'METRICS', true),
      token: readString(env, 'METRICS_TOKEN'),
    },
    shared: parseSharedConfig(env),
  };
}
