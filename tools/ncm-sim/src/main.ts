import { SIMULATOR_NOTICE } from './lib/control/simulator-notice';
import { DEMO_PASSWORD, DEMO_PHONE } from './lib/catalogue/generate-users';
import { DEFAULT_SIM_PORT, startSim } from './lib/start-sim';

// `npm run sim`: the offline simulator on loopback. SIM_PORT (default 3900) is the NetEase API;
// the media CDN, Bilibili API, Bilibili CDN and alternative source take the next four ports.
async function main(): Promise<void> {
  const port = Number(process.env['SIM_PORT'] ?? DEFAULT_SIM_PORT);
  const seed = Number(process.env['SIM_SEED'] ?? 1);
  if (!Number.isInteger(port) || port < 1 || port > 65_531)
    throw new Error(`SIM_PORT must be 1..65531, got ${process.env['SIM_PORT']}`);
  if (!Number.isInteger(seed))
    throw new Error(`SIM_SEED must be an integer, got ${process.env['SIM_SEED']}`);
  const started = performance.now();
  const sim = await startSim({ port, seed, log: (line) => console.log(line) });
  const { generated, reused } = sim.media ?? { generated: 0, reused: 0 };
  console.log(SIMULATOR_NOTICE);
  console.log(
    `ncm-sim (seed ${seed}) ready in ${Math.round(performance.now() - started)} ms; media: ${generated} generated, ${reused} reused`,
  );
  console.log(
    `  NetEase API     ${sim.urls.netease}   (control routes under /__sim, e.g. /__sim/info)`,
  );
  console.log(`  NetEase media   ${sim.urls.media}`);
  console.log(`  Bilibili API    ${sim.urls.bilibiliApi}`);
  console.log(`  Bilibili CDN    ${sim.urls.bilibiliCdn}`);
  console.log(`  alt-source API  ${sim.urls.altSource}`);
  console.log(`  demo login      phone ${DEMO_PHONE}, password ${DEMO_PASSWORD}`);
  const stop = () => {
    void sim.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    `ncm-sim failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
