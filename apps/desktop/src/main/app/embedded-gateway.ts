import {
  createGatewayLogger,
  parseGatewayConfig,
  startGateway,
  type StartedGateway,
} from '@cadenza/gateway';
import type { Protocol } from 'electron';
import { join } from 'node:path';
import { APP_SCHEME } from '../app-protocol/app-origin';
import { loadGatewayCookies } from '../app-protocol/cookie-jar';
import { createGatewayForwarder } from '../app-protocol/gateway-forwarder';
import type { JsonFileStore } from '../store/json-file-store';

/** What {@link startEmbeddedGateway} needs. */
export interface EmbeddedGatewayOptions {
  /** The environment the gateway reads (`UPSTREAM`, `UPSTREAM_URL`, …); the host is loopback. */
  env: NodeJS.ProcessEnv;
  /** The port the settings ask for; the next free one when it is taken. */
  port: number;
  userData: string;
  rendererDir: string;
  version: string;
  store: JsonFileStore;
  protocol: Pick<Protocol, 'handle'>;
  onCookiesUnreadable: (error: unknown) => void;
}

/**
 * Starts the gateway inside main, with NetEase's API server in-process, on loopback, and makes
 * it answer the windows' `app://cadenza` origin: main forwards every request of that scheme to
 * the gateway's current port and keeps the session cookie in its own jar, so the page never
 * holds it and a new port keeps the login.
 */
export async function startEmbeddedGateway({
  env,
  port,
  userData,
  rendererDir,
  version,
  store,
  protocol,
  onCookiesUnreadable,
}: EmbeddedGatewayOptions): Promise<StartedGateway> {
  const config = parseGatewayConfig(
    {
      UPSTREAM: env['UPSTREAM'],
      UPSTREAM_URL: env['UPSTREAM_URL'],
      NCM_CLOUD_DOMAIN: env['NCM_CLOUD_DOMAIN'],
      OFFLINE_DEMO: env['OFFLINE_DEMO'],
      LOG_LEVEL: env['LOG_LEVEL'] ?? 'warn',
      // The desktop plays from the catalogue's CDN and from every unblock source's (kugou,
      // migu, bilibili…), over http and https: its page's CSP lets media and covers come from any.
      MEDIA_ORIGINS: env['MEDIA_ORIGINS'] ?? 'https:,http:',
      SESSION_SECRET_FILE: join(userData, 'session-secret'),
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    { staticDir: rendererDir, version },
  );
  const gateway = await startGateway(config, {
    logger: createGatewayLogger(config.logLevel),
    nextFreePort: true,
  });
  const cookies = await loadGatewayCookies(
    {
      read: () => store.read('gateway-cookies'),
      write: (jar) => store.write('gateway-cookies', jar),
    },
    onCookiesUnreadable,
  );
  protocol.handle(
    APP_SCHEME,
    createGatewayForwarder({
      gatewayOrigin: () => `http://127.0.0.1:${gateway.port}`,
      fetch,
      cookies,
    }),
  );
  return gateway;
}
