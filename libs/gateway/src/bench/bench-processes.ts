import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { findFreePort } from '../lib/net/free-port';
import { gatewayBenchEnv } from './bench-env';

/** The processes a bench started; all are ended by {@link stopBenchProcesses}. */
const children: ChildProcess[] = [];

/** A process the bench started, with the pid whose CPU it measures. */
export interface BenchProcess {
  pid: number | undefined;
  child: ChildProcess;
}

/** The simulator's URLs, and its process. */
export interface BenchSimulator extends BenchProcess {
  urls: Record<string, string>;
}

/** A built gateway listening on loopback. */
export interface BenchGateway extends BenchProcess {
  base: string;
}

const ROOT = resolve(__dirname, '../../../..');

/**
 * CPU time a process has used, in ms (Linux `/proc/<pid>/stat`, 100 ticks per second), or
 * undefined elsewhere. Per-request CPU is a far steadier figure than throughput on a shared
 * machine, and shows which process a saturated run is waiting for.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Starts the simulator in its own process (so its CPU is its own) and waits for its URLs. */
export function startBenchSimulator(): Promise<BenchSimulator> {
  // `node --import tsx` (not the tsx CLI, which runs the script in a grandchild) so the pid
  // whose CPU is measured is the simulator's.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(__dirname, 'bench-servers.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        DOTENV_CONFIG_QUIET: 'true',
        TSX_TSCONFIG_PATH: resolve(__dirname, '../../tsconfig.json'),
      },
    },
  );
  children.push(child);
  return new Promise((resolvePromise, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith('{')) {
        resolvePromise({ urls: JSON.parse(line) as Record<string, string>, pid: child.pid, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`the simulator exited with ${code}`)));
  });
}

/**
 * A floor server (`floor-server.ts`) in its own process, like the gateway in the image: the
 * plain Node proxy or static answer the gateway's figures compare with.
 */
export function startFloorServer(mode: 'proxy' | 'static', target: string): Promise<BenchGateway> {
  const child = spawn(
    process.execPath,
    [
      '--max-semi-space-size=32',
      '--import',
      'tsx',
      resolve(__dirname, 'floor-server.ts'),
      mode,
      target,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolvePromise, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith('{')) {
        const { base } = JSON.parse(line) as { base: string };
        resolvePromise({ base, pid: child.pid, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
  });
}

let built = false;

/** Builds the deployed bundle `dist/apps/api-gateway/main.js` once (cached by Nx). */
function buildGateway(): void {
  if (built) return;
  const nx = require.resolve('nx/bin/nx.js', { paths: [ROOT] });
  const build = spawnSync(process.execPath, [nx, 'build', 'api-gateway', '--outputStyle=static'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (build.status !== 0) throw new Error('npx nx build api-gateway failed');
  built = true;
}

/**
 * The gateway as it is deployed: the esbuild bundle, configured through the environment (the
 * bench's defaults plus `env`), in its own process.
 */
export async function startBenchGateway(
  simUrls: Record<string, string>,
  env: Record<string, string> = {},
): Promise<BenchGateway> {
  buildGateway();
  const port = await findFreePort('127.0.0.1');
  // With the flags the Docker image starts it with.
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', resolve(ROOT, 'dist/apps/api-gateway/main.js')],
    {
      cwd: ROOT,
      stdio: ['ignore', process.env['BENCH_GATEWAY_LOG'] ? 'inherit' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...gatewayBenchEnv(simUrls),
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: '',
        DOTENV_CONFIG_QUIET: 'true',
        ...env,
      },
    },
  );
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return { base, pid: child.pid, child };
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
  throw new Error('the built gateway did not start');
}

/** Ends one process the bench started and waits for it. */
export async function stopBenchProcess(process: BenchProcess): Promise<void> {
  if (process.child.exitCode !== null) return;
  const exited = new Promise((resolvePromise) => process.child.once('exit', resolvePromise));
  process.child.kill('SIGTERM');
  await exited;
}

/** Ends every process the bench started. */
export function stopBenchProcesses(): void {
  for (const child of children) child.kill('SIGTERM');
}
