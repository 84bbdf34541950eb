import type { GatewayConfig } from './config/gateway-config';
import { createGateway, type GatewayRuntime } from './create-gateway';
import { listen, listenOnAvailablePort, type RunningGateway } from './listen';
import { createGatewayLogger, type GatewayLogger } from './observability/logger';
import { createGatewayMetrics } from './observability/metrics';
import { loadSessionSecret } from './session/session-secret';
import { connectSharedState } from './shared-state/shared-state';
import { startEmbeddedNcm } from './upstream/embedded-ncm';

/** A started gateway with its upstream. */
export interface StartedGateway extends RunningGateway {
  /** Where NetEase calls go (the embedded server's loopback URL, or `UPSTREAM_URL`). */
  upstreamUrl: string;
}

/**
 * Starts the whole gateway from its configuration: the session secret (generated and kept on
 * a single node), the embedded NetEase API server when `UPSTREAM=embedded`, then the app on
 * `PORT`. Closing it finishes in-flight requests within the grace period, then stops the
 * embedded server.
 */
export async function startGateway(
  config: GatewayConfig,
  options: {
    logger?: GatewayLogger;
    /**
     * When `PORT` is taken, listen on the next free port above it instead of failing (the
     * desktop's `musicApiPort` rule: the app must start; settings show the port it got).
     */
    nextFreePort?: boolean;
  } & Pick<GatewayRuntime, 'resolveHost' | 'metrics'> = {},
): Promise<StartedGateway> {
  const logger = options.logger ?? createGatewayLogger(config.logLevel);
  const { secret, source } = await loadSessionSecret(config);
  if (source === 'generated') {
    logger.warn(
      { file: config.sessionSecretFile },
      'SESSION_SECRET is not set: generated one for this node; replicas must share SESSION_SECRET',
    );
  }
  const embedded = config.upstream.kind === 'embedded' ? await startEmbeddedNcm() : undefined;
  const upstreamUrl = embedded?.url ?? (config.upstream.kind === 'url' ? config.upstream.url : '');
  if (config.upstream.offlineDemo) {
    logger.warn(
      { upstream: upstreamUrl },
      'OFFLINE DEMO: the music comes from the Cadenza simulator, not from NetEase',
    );
  }
  const { nextFreePort, ...runtime } = options;
  const metrics = runtime.metrics ?? createGatewayMetrics();
  const shared = connectSharedState(config.shared, logger, metrics);
  const app = createGateway(config, {
    ...runtime,
    metrics,
    shared,
    logger,
    upstreamUrl,
    sessionSecret: secret,
  });
  let running: RunningGateway;
  try {
    running = nextFreePort
      ? await listenOnAvailablePort(app, config.port, config.host)
      : await listen(app, config.port, config.host);
  } catch (error) {
    await shared.close();
    await embedded?.close();
    throw error;
  }
  running.server.on('error', (error) => logger.error({ err: error }, 'server error'));
  logger.info(
    {
      port: running.port,
      upstream: config.upstream.kind,
      offlineDemo: config.upstream.offlineDemo,
    },
    'Cadenza gateway listening',
  );
  return {
    ...running,
    upstreamUrl,
    close: async (graceMs = config.shutdownGraceMs) => {
      try {
        await running.close(graceMs);
      } finally {
        await shared.close();
        await embedded?.close();
      }
    },
  };
}
