import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The app `npm start` runs, on free loopback ports, with the offline simulator behind it. */
export interface RunningApp {
  /** Where the gateway serves the app, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** Where the simulator answers (its `/__sim` control routes). */
  simUrl: string;
  /** Stops the app, the gateway and the simulator. */
  stop(): void;
}

const root = resolve(__dirname, '../../../..');
const START_TIMEOUT_MS = 300_000;

/** A free loopback port, as the OS hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, deadline: number, app: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (app.exitCode !== null)
      throw new Error(`the app exited (${app.exitCode}) before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * Runs the README's `npm start` (build, then the gateway) against the offline simulator, as an
 * offline machine would: UPSTREAM=auto with the cloud probe aimed at a closed port. Resolves
 * once the gateway and the simulator answer; `stop()` ends the whole process group.
 */
export async function startApp(options: { quiet?: boolean } = {}): Promise<RunningApp> {
  const [port, simPort] = [await freePort(), await freePort()];
  const app = spawn('npm', ['start'], {
    cwd: root,
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SIM_PORT: String(simPort),
      UPSTREAM: 'auto',
      CLOUD_PROBE_URL: 'http://127.0.0.1:9/',
    },
  });
  const stop = () => {
    if (app.pid && app.exitCode === null) process.kill(-app.pid, 'SIGTERM');
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const simUrl = `http://127.0.0.1:${simPort}`;
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    await waitFor(`${baseUrl}/api/health`, deadline, app);
    await waitFor(`${simUrl}/__sim/info`, deadline, app);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, simUrl, stop };
}
