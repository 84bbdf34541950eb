import { startSim } from '@cadenza/ncm-sim';

// A child process of `npm run bench:gateway`: starts the simulator and prints one JSON line
// with its URLs, then serves until killed, so the load generator, the gateway and the upstream
// each get their own event loop.
async function main() {
  const sim = await startSim({ port: 0 });
  console.log(JSON.stringify(sim.urls));
}

// Exit normally on a signal, so `--cpu-prof` and other exit hooks still run.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0));

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
