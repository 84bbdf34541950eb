import { createSimServer } from './lib/sim-server';

// `npm run sim`: the offline simulator on loopback (SIM_PORT, default 3030; SIM_SEED, default 1).
const port = Number(process.env['SIM_PORT'] ?? 3030);
const seed = Number(process.env['SIM_SEED'] ?? 1);
const server = createSimServer({ seed }).listen(port, '127.0.0.1', () => {
  console.log(
    `ncm-sim listening on http://127.0.0.1:${port} (seed ${seed}); this is the offline simulator, not NetEase`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
