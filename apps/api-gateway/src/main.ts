import {
  cliOverrides,
  createGatewayLogger,
  parseGatewayConfig,
  startGateway,
} from '@cadenza/gateway';
import { resolve } from 'node:path';
import packageJson from '../../../package.json';

// Thin on purpose: parse the configuration, start, shut down gracefully. Everything else lives
// in libs/gateway, which the desktop main process embeds too.
async function main() {
  // Options on the command line (`--port=9000`) win over the environment (`PORT=9000`).
  const config = parseGatewayConfig(
    { ...process.env, ...cliOverrides(process.argv.slice(2)) },
    {
      // Built next to the web app: dist/apps/api-gateway/main.js serves dist/apps/web.
      staticDir: resolve(__dirname, '../web'),
      version: packageJson.version,
    },
  );
  const logger = createGatewayLogger(config.logLevel);
  const gateway = await startGateway(config, { logger });
  console.log(`Cadenza gateway on http://localhost:${gateway.port} (serving ${config.staticDir})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'finishing in-flight requests');
    gateway.close(config.shutdownGraceMs).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Cadenza gateway cannot start: ${error.message}` : error);
  process.exit(1);
});
