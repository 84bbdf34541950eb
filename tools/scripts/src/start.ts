import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { offlineDemoEnv, resolveUpstream, type SimUrls } from './lib/resolve-upstream';

// `npm start`: builds the web app and the gateway, resolves UPSTREAM (auto|embedded|url|sim),
// starts the simulator when the offline demo is chosen, then runs the gateway, which serves
// the web app on PORT (default 8080).
const root = resolve(__dirname, '../../..');
const buildEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
};

function build() {
  const nx = require.resolve('nx/bin/nx.js', { paths: [root] });
  const result = spawnSync(
    process.execPath,
    [nx, 'run-many', '-t', 'build', '-p', 'web', 'api-gateway', '--outputStyle=static'],
    { cwd: root, stdio: 'inherit', env: buildEnv },
  );
  if (result.status !== 0) {
    console.error('npm start: the build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

/** The simulator may spend this long generating its media on a first start. */
const SIM_START_TIMEOUT_MS = 240_000;

/**
 * Runs `npm run sim` (tools/ncm-sim, its own process, SIM_PORT default 3900) and resolves with
 * its base URLs once `/__sim/info` answers; rejects if it exits or takes too long.
 */
async function startSimulator(): Promise<{ child: ChildProcess; urls: SimUrls }> {
  const port = Number(process.env['SIM_PORT'] ?? 3900);
  const tsx = require.resolve('tsx/cli', { paths: [root] });
  const child = spawn(process.execPath, [tsx, resolve(root, 'tools/ncm-sim/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SIM_PORT: String(port) },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + SIM_START_TIMEOUT_MS;
  while (!exited && Date.now() < deadline) {
    try {
      const info = (await (await fetch(`http://127.0.0.1:${port}/__sim/info`)).json()) as {
        urls: SimUrls;
      };
      return { child, urls: info.urls };
    } catch {
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 500));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`the simulator did not start on port ${port} (is SIM_PORT free?)`);
}

async function main() {
  build();
  const upstream = await resolveUpstream(process.env);
  let sim: ChildProcess | undefined;
  let gatewayEnv: NodeJS.ProcessEnv = { ...process.env, DOTENV_CONFIG_QUIET: 'true' };
  if (upstream.kind === 'sim') {
    console.log(
      `npm start: ${upstream.reason}; starting the simulator (media may take ~30 s the first time)…`,
    );
    const started = await startSimulator();
    sim = started.child;
    gatewayEnv = { ...gatewayEnv, ...offlineDemoEnv(started.urls) };
    console.log(
      `npm start: OFFLINE DEMO — the gateway plays the simulator's catalogue (${started.urls.netease}), not NetEase's.`,
    );
  } else {
    console.log(`npm start: upstream ${upstream.kind} (${upstream.reason})`);
    gatewayEnv['UPSTREAM'] = upstream.kind;
  }

  const gateway = spawn(process.execPath, [resolve(root, 'dist/apps/api-gateway/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: gatewayEnv,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => gateway.kill(signal));
  }
  gateway.on('exit', (code, signal) => {
    const done = () => process.exit(code ?? (signal ? 1 : 0));
    if (sim && sim.exitCode === null) {
      sim.once('exit', done);
      sim.kill('SIGTERM');
    } else done();
  });
}

main().catch((error: unknown) => {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
