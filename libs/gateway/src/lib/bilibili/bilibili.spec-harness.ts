import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { DEFAULT_STREAM_PROXY_HOSTS, type BilibiliConfig } from '../config/gateway-config';
import { createGatewayLogger } from '../observability/logger';
import { createGatewayMetrics, type GatewayMetrics } from '../observability/metrics';
import { createBilibiliRouter, type BilibiliRouterDeps } from './bilibili.router';

/** A loopback HTTP server for a spec, with its base URL. */
export interface TestServer {
  server: Server;
  port: number;
  base: string;
  close(): Promise<void>;
}

/** Starts `listener` on an ephemeral port of `host` (default IPv4 loopback). */
export async function startTestServer(
  listener: RequestListener,
  host = '127.0.0.1',
): Promise<TestServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    server,
    port,
    base: `http://${shown}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Bilibili router mounted at `/api/bilibili` in its own app, as the gateway mounts it. */
export interface BilibiliTestGateway {
  /** `http://127.0.0.1:<port>/api/bilibili` */
  base: string;
  metrics: GatewayMetrics;
  close(): Promise<void>;
}

/** Options of {@link startBilibiliGateway}: the config fields to set and any other deps. */
export type BilibiliGatewayOptions = Partial<Omit<BilibiliRouterDeps, 'config'>> & {
  config: Partial<BilibiliConfig> & Pick<BilibiliConfig, 'apiUrl'>;
};

/** Starts the router on loopback with a silent logger and fresh metrics. */
export async function startBilibiliGateway(
  options: BilibiliGatewayOptions,
): Promise<BilibiliTestGateway> {
  const metrics = options.metrics ?? createGatewayMetrics();
  const app = express();
  app.use(
    '/api/bilibili',
    createBilibiliRouter({
      timeoutMs: 2000,
      logger: createGatewayLogger('silent'),
      ...options,
      metrics,
      config: {
        mediaHostPatterns: DEFAULT_STREAM_PROXY_HOSTS,
        trustedMediaOrigins: [],
        cookie: undefined,
        maxStreamsPerHost: 256,
        streamIdleTimeoutMs: 30_000,
        ...options.config,
      },
    }),
  );
  const running = await startTestServer(app);
  return { base: `${running.base}/api/bilibili`, metrics, close: running.close };
}

/** A request as a recording proxy forwarded it. */
export interface RecordedRequest {
  method: string | undefined;
  url: URL;
  headers: IncomingHttpHeaders;
}

/**
 * A loopback reverse proxy in front of `target` that records every request line and header
 * exactly as it arrived: what the upstream really received from the gateway.
 */
export async function startRecordingProxy(
  target: string,
): Promise<TestServer & { seen: RecordedRequest[] }> {
  const seen: RecordedRequest[] = [];
  const upstream = new URL(target);
  const running = await startTestServer((req, res) => {
    seen.push({
      method: req.method,
      url: new URL(req.url ?? '/', 'http://recorded.invalid'),
      headers: req.headers,
    });
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return { ...running, seen };
}

/** The current value of the active-streams gauge. */
export async function activeStreams(metrics: GatewayMetrics): Promise<number> {
  return (await metrics.activeStreams.get()).values[0]?.value ?? 0;
}

/** The upstream-error counter for one upstream and reason. */
export async function upstreamErrorCount(
  metrics: GatewayMetrics,
  upstream: string,
  reason: string,
): Promise<number> {
  const metric = await metrics.upstreamErrors.get();
  return (
    metric.values.find(
      (entry) => entry.labels['upstream'] === upstream && entry.labels['reason'] === reason,
    )?.value ?? 0
  );
}

/** Polls `check` every 10 ms until it holds or `timeoutMs` passes; resolves with the last result. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 2000,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A loopback port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const running = await startTestServer(() => undefined);
  await running.close();
  return running.port;
}
