import { Writable } from 'node:stream';
import { parseGatewayConfig, type GatewayConfig } from '../lib/config/gateway-config';
import { createGateway, type GatewayRuntime } from '../lib/create-gateway';
import { listen, type RunningGateway } from '../lib/listen';
import { createGatewayLogger } from '../lib/observability/logger';
import { createGatewayMetrics, type GatewayMetrics } from '../lib/observability/metrics';
import { connectSharedState, type SharedState } from '../lib/shared-state/shared-state';

/** A session secret for tests (32+ characters). */
export const TEST_SECRET = 'test-secret-0123456789-abcdefghij-klmnop';

/** Every log line a test gateway wrote, as text, so specs can search it. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== ''),
    );
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

/** A listening in-process gateway for specs. */
export interface TestGateway {
  base: string;
  config: GatewayConfig;
  logs: LogCapture;
  metrics: GatewayMetrics;
  /** The Redis link when `REDIS_URL` was given (as `startGateway` makes it). */
  shared: SharedState | undefined;
  running: RunningGateway;
  close(): Promise<void>;
}

/**
 * Starts a gateway on a free loopback port from the default configuration plus `env`
 * (the same variables as production), with captured logs; with `REDIS_URL`, connected to that
 * Redis the way `startGateway` connects.
 */
export async function startTestGateway(
  env: Record<string, string>,
  runtime: Partial<GatewayRuntime> & { upstreamUrl: string | undefined },
): Promise<TestGateway> {
  const config = parseGatewayConfig({ LOG_LEVEL: 'info', ...env });
  const logs = new LogCapture();
  const logger = createGatewayLogger(config.logLevel, logs);
  const metrics = runtime.metrics ?? createGatewayMetrics();
  const shared =
    config.shared.redisUrl === undefined
      ? undefined
      : connectSharedState(config.shared, logger, metrics);
  const app = createGateway(config, {
    sessionSecret: TEST_SECRET,
    logger,
    metrics,
    shared,
    ...runtime,
  });
  const running = await listen(app, 0, '127.0.0.1');
  return {
    base: `http://127.0.0.1:${running.port}/api`,
    config,
    logs,
    metrics,
    shared,
    running,
    close: async () => {
      await running.close(500);
      await shared?.close();
    },
  };
}
