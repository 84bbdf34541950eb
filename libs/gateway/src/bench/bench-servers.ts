import { startSim } from '@cadenza/ncm-sim';
import { parseGatewayConfig } from '../lib/config/gateway-config';
import { createGatewayLogger } from '../lib/observability/logger';
import { startGateway } from '../lib/start-gateway';

// A child process of `npm run bench:gateway`: `sim` starts the simulator, `gateway <simUrlsJson>`
// the gateway against it. Each prints one JSON line with its URLs, then serves until killed, so
// the load generator, the gateway and the upstream each get their own event loop.
async function main() {
  const [mode, simUrlsJson] = process.argv.slice(2);
  if (mode === 'sim') {
    const sim = await startSim({ port: 0 });
    console.log(JSON.stringify(sim.urls));
    return;
  }
  if (mode === 'gateway' && simUrlsJson) {
    const urls = JSON.parse(simUrlsJson) as Record<string, string>;
    const config = parseGatewayConfig({
      PORT: '1',
      HOST: '127.0.0.1',
      UPSTREAM: 'url',
      UPSTREAM_URL: urls['netease'],
      BILIBILI_API_URL: urls['bilibiliApi'],
      STREAM_PROXY_ORIGINS: new URL(urls['bilibiliCdn'] ?? '').origin,
      SESSION_SECRET: 'bench-secret-0123456789-abcdefghijklmnop',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
    });
    const gateway = await startGateway(
      { ...config, port: 0 },
      { logger: createGatewayLogger('warn') },
    );
    console.log(JSON.stringify({ gateway: `http://127.0.0.1:${gateway.port}` }));
    return;
  }
  throw new Error('usage: bench-servers sim | gateway <simUrlsJson>');
}

// Exit normally on a signal, so `--cpu-prof` and other exit hooks still run.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0));

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
