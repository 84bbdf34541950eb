import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { findFreePort } from '../lib/net/free-port';

/** Debian's Redis, which `npm test` installs (tools/scripts/src/lib/system-deps.ts). */
export const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * util-linux's (essential in Debian): `--pdeathsig KILL` then exec makes the kernel kill Redis
 * when the process that started it dies in any way, SIGKILL included, where no hook runs.
 */
const SETPRIV = '/usr/bin/setpriv';

const HOST = '127.0.0.1';

/** How to start the server. */
export interface RedisServerOptions {
  /** How long it may take to answer `PING` after each start (default 10 s). */
  readyTimeoutMs?: number;
}

/** A real Redis on loopback, with nothing kept on disk: each start begins empty. */
export interface RedisServer {
  /** `redis://127.0.0.1:<port>`, the same for the server's whole life. */
  readonly url: string;
  readonly port: number;
  /** The current process's id (a new one after `start()`). */
  readonly pid: number;
  /** SIGKILL, and waits until the process has ended: a crash. Nothing if it is not running. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it answers: Redis coming back. */
  start(): Promise<void>;
  /** Ends it for good (SIGTERM, then SIGKILL) and removes its folder; a second call does nothing. */
  stop(): Promise<void>;
  /** The last few kilobytes it wrote to stdout and stderr. */
  output(): string;
}

/** What to do to every server still running when the test process ends. */
const cleanups = new Set<() => void>();
let exitHookInstalled = false;

function killOnExit(cleanup: () => void): void {
  cleanups.add(cleanup);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Jest gives each spec file a copy of `process` whose 'exit' never fires: hook the real one.
  const realProcess = runInThisContext('process') as NodeJS.Process;
  realProcess.on('exit', () => {
    for (const each of cleanups) each();
  });
}

function canRun(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const OUTPUT_LIMIT = 4096;

/** A running `redis-server` process and what it has written. */
interface Instance {
  child: ChildProcess;
  /** True once the process has ended (or could not be started). */
  ended(): boolean;
  exited: Promise<void>;
  output(): string;
}

function spawnRedis(port: number, dir: string): Instance {
  const args = ['--port', String(port), '--bind', HOST, '--protected-mode', 'yes'];
  args.push('--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no');
  const [command, ...prefix] = canRun(SETPRIV)
    ? [SETPRIV, '--pdeathsig', 'KILL', '--', REDIS_SERVER]
    : [REDIS_SERVER];
  const child = spawn(command, [...prefix, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env['PATH'] },
  });
  let output = '';
  let ended = false;
  const keep = (chunk: Buffer | string) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      ended = true;
    });
    // 'close' follows 'exit' once the pipes are drained; 'error' alone when spawning failed.
    child.once('close', () => resolve());
    child.once('error', (error) => {
      keep(`${error.message}\n`);
      ended = true;
      resolve();
    });
  });
  return { child, ended: () => ended, exited, output: () => output };
}

/**
 * Whether the instance keeps the event loop alive: only while the harness waits on it, so a
 * server a spec forgot to stop does not hold Jest open (the exit hook then kills it).
 */
function hold(instance: Instance, held: boolean): void {
  const { child } = instance;
  for (const handle of [child, child.stdout as Socket | null, child.stderr as Socket | null]) {
    if (held) handle?.ref();
    else handle?.unref();
  }
}

/** Sends the inline `PING` Redis accepts from any client and resolves true on `+PONG`. */
export function pingRedis(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    let answer = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'));
    });
    socket.once('end', () => finish(false));
  });
}

/** Polls until the instance answers `PING`; throws (after killing it) when it ends or never does. */
async function waitUntilReady(instance: Instance, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !instance.ended()) {
    if (await pingRedis(port, 500)) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  const ended = instance.ended();
  instance.child.kill('SIGKILL');
  await instance.exited;
  const { exitCode, signalCode } = instance.child;
  const how = ended
    ? `ended before it answered PING (exit ${exitCode ?? signalCode ?? 'unknown'})`
    : `did not answer PING within ${timeoutMs} ms`;
  throw new Error(
    `redis-server on ${HOST}:${port} ${how}. Its output ended with:\n${instance.output() || '(nothing)'}`,
  );
}

function assertInstalled(): void {
  if (!canRun(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} is missing: the gateway's specs run a real Redis from Debian's redis-server ` +
        'package, which `npm test` installs (or run `npx tsx tools/scripts/src/ensure-system-deps.ts`).',
    );
  }
}

/**
 * Starts Debian's `redis-server` on a free loopback port, with no persistence and a temporary
 * `--dir`, and resolves once it answers `PING`. The process never outlives the test process:
 * `stop()` ends it, an exit hook kills whatever is still running, and the kernel kills it should
 * the test process die without running hooks (setpriv's parent-death signal).
 */
export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  assertInstalled();
  const readyTimeoutMs = options.readyTimeoutMs ?? 10_000;
  const dir = mkdtempSync(join(tmpdir(), 'cadenza-redis-'));
  let current: Instance | undefined;
  let stopping: Promise<void> | undefined;
  const cleanup = () => {
    if (current && !current.ended()) current.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  killOnExit(cleanup);

  const launch = async (port: number) => {
    const instance = spawnRedis(port, dir);
    current = instance;
    await waitUntilReady(instance, port, readyTimeoutMs);
    hold(instance, false);
  };

  // Another process may take the free port before Redis binds it: try a few.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await findFreePort(HOST);
    try {
      await launch(port);
      break;
    } catch (error) {
      const taken = /address already in use/i.test(current?.output() ?? '');
      if (taken && attempt < 3) continue;
      cleanup();
      cleanups.delete(cleanup);
      throw error;
    }
  }

  const kill = async () => {
    if (!current || current.ended()) return;
    hold(current, true);
    current.child.kill('SIGKILL');
    await current.exited;
  };

  return {
    url: `redis://${HOST}:${port}`,
    port,
    get pid() {
      return current?.child.pid ?? -1;
    },
    output: () => current?.output() ?? '',
    kill,
    start: async () => {
      if (stopping) throw new Error(`the Redis server on port ${port} was stopped for good`);
      if (current && !current.ended()) {
        throw new Error(`the Redis server on port ${port} is already running`);
      }
      await launch(port);
    },
    stop: () => {
      stopping ??= (async () => {
        const instance = current;
        if (instance && !instance.ended()) {
          hold(instance, true);
          instance.child.kill('SIGTERM');
          const timer = setTimeout(() => instance.child.kill('SIGKILL'), 5000);
          await instance.exited;
          clearTimeout(timer);
        }
        cleanup();
        cleanups.delete(cleanup);
      })();
      return stopping;
    },
  };
}

/** A reply as RESP2 encodes it; an error reply becomes an `Error`. */
export type RedisReply = string | number | null | Error | RedisReply[];

/**
 * Sends one command (as a RESP array of bulk strings) over a fresh connection and resolves with
 * its reply. Rejects on a connection error, such as `ECONNREFUSED` when the server is down.
 */
export function redisCommand(port: number, ...args: string[]): Promise<RedisReply> {
  const request =
    `*${args.length}\r\n` + args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: HOST, port });
    let buffer = Buffer.alloc(0);
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${args[0]} from ${HOST}:${port} within 5 s`));
    });
    socket.once('error', reject);
    socket.once('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      try {
        const parsed = parseReply(buffer, 0);
        if (!parsed) return;
        socket.destroy();
        resolve(parsed.reply);
      } catch (error) {
        socket.destroy();
        reject(error as Error);
      }
    });
    socket.once('end', () => reject(new Error(`${HOST}:${port} closed before answering`)));
  });
}

/** One reply from `offset`, or undefined while it is incomplete. */
function parseReply(
  buffer: Buffer,
  offset: number,
): { reply: RedisReply; end: number } | undefined {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return undefined;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  if (type === '+') return { reply: line, end: next };
  if (type === '-') return { reply: new Error(line), end: next };
  if (type === ':') return { reply: Number(line), end: next };
  const length = Number(line);
  if (type === '$') {
    if (length < 0) return { reply: null, end: next };
    if (buffer.length < next + length + 2) return undefined;
    return { reply: buffer.toString('utf8', next, next + length), end: next + length + 2 };
  }
  if (type === '*') {
    if (length < 0) return { reply: null, end: next };
    const items: RedisReply[] = [];
    let end = next;
    for (let index = 0; index < length; index++) {
      const item = parseReply(buffer, end);
      if (!item) return undefined;
      items.push(item.reply);
      end = item.end;
    }
    return { reply: items, end };
  }
  throw new Error(`unexpected RESP reply type ${JSON.stringify(type)}`);
}
