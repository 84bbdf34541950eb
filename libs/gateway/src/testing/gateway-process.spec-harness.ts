import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from '../lib/net/free-port';
import { TEST_SECRET } from './gateway.spec-harness';

/** The workspace root (this file lives in libs/gateway/src/testing). */
const ROOT = resolve(__dirname, '../../../..');

/** A gateway running as its own process, the way it is deployed. */
export interface GatewayProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resident memory of the process in bytes (Linux `/proc`). */
  rssBytes(): number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not ended within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts `apps/api-gateway/src/main.ts` (through tsx, so no build is needed) on a free loopback
 * port with the given environment, serving a one-page web app from a temporary folder, and
 * resolves once `/api/health` answers.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await findFreePort('127.0.0.1');
  const staticDir = mkdtempSync(join(tmpdir(), 'cadenza-gateway-web-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Cadenza</title>');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(ROOT, 'apps/api-gateway/src/main.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env['PATH'],
        TSX_TSCONFIG_PATH: resolve(ROOT, 'tsconfig.base.json'),
        SESSION_SECRET: TEST_SECRET,
        HOST: '127.0.0.1',
        PORT: String(port),
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolveExit) =>
    child.once('exit', (code) => {
      rmSync(staticDir, { recursive: true, force: true });
      resolveExit(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt++) {
    const up = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) {
      return {
        child,
        base,
        output: () => output,
        rssBytes: () => rssOf(child.pid),
        exited,
        stop: async (graceMs = 10_000) => {
          if (child.exitCode !== null) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          await exited;
          clearTimeout(timer);
        },
      };
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the gateway process did not start:\n${output}`);
}

function rssOf(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kib * 1024;
}
