import { createGateway, listen, parseGatewayConfig } from '@cadenza/gateway';
import { resolve } from 'node:path';
import packageJson from '../../../package.json';

// Thin on purpose: parse the configuration, build the app, listen, shut down gracefully.
// Everything else lives in libs/gateway, which the desktop main process embeds too.
async function main() {
  const config = parseGatewayConfig(process.env, {
    // Built next to the web app: dist/apps/api-gateway/main.js serves dist/apps/web.
    staticDir: resolve(__dirname, '../web'),
    version: packageJson.version,
  });
  const gateway = await listen(createGateway(config), config.port, config.host);
  console.log(
    `Cadenza gateway listening on http://localhost:${gateway.port} (serving ${config.staticDir})`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Cadenza gateway: ${signal}, finishing in-flight requests…`);
    gateway.close(config.shutdownGraceMs).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Cadenza gateway: shutdown failed', error);
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
