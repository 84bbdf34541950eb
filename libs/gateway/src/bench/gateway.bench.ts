import autocannon, { type Result } from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { gatewayBenchEnv } from './bench-env';
import { largestCleanBurst, type BurstResult } from './burst-load';
import { findFreePort } from '../lib/net/free-port';
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

// `npm run bench:gateway`: the gateway's overhead, loopback only and bounded in time.
// 1. Requests: `/song/detail` (10 ids), straight to the simulator vs through the gateway.
//    Throughput at 100 connections (saturated): target >= 70 % of direct; three alternating
//    rounds after a warm-up, the median ratio reported, because a shared 2-core machine is noisy.
//    Latency one request at a time over a kept-alive connection (not saturated, so the
//    difference is the gateway's own hop, not queueing; autocannon only counts whole
//    milliseconds): target <= 1 ms added median.
// 2. Stream proxy: a Bilibili audio file, straight from the simulated CDN vs through
//    `/api/bilibili/stream-proxy`. Target: >= 80 % of direct throughput (bytes/s).
// 3. Bursts: N GETs of `/api/personalized` sent at the same moment from 200 client addresses,
//    N doubling from 500 to 16,000 until one gets an answer other than 200 or a 503 refusal:
//    the largest burst answered without such an error, and the p99 of its 200 answers.
// BENCH_PART=requests, streams or burst runs one part only.
// The simulator and the gateway each run in their own process; this one only generates load.

const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);
const CONNECTIONS = 100;
const STREAM_CONNECTIONS = 10;
const children: ChildProcess[] = [];

/**
 * CPU time a process has used, in ms (Linux `/proc/<pid>/stat`, 100 ticks per second), or
 * undefined elsewhere. Per-request CPU is a far steadier figure than throughput on a shared
 * machine, and shows which process a saturated run is waiting for.
 */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Runs `work` and reports the CPU µs per request each of `pids` spent on it. */
async function withCpu(pids: (number | undefined)[], work: () => Promise<Result>) {
  const before = pids.map(cpuMs);
  const result = await work();
  const perRequest = pids.map((pid, index) => {
    const start = before[index];
    const end = cpuMs(pid);
    return start === undefined || end === undefined
      ? NaN
      : ((end - start) * 1000) / result.requests.total;
  });
  return { result, perRequest };
}

let simPid: number | undefined;
let gatewayPid: number | undefined;

function startSimulator(): Promise<Record<string, string>> {
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
  simPid = child.pid;
  children.push(child);
  return new Promise((resolvePromise, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolvePromise(JSON.parse(line) as Record<string, string>);
    });
    child.once('exit', (code) => reject(new Error(`the simulator exited with ${code}`)));
  });
}

const ROUNDS = 3;
const SEQUENTIAL_REQUESTS = 2_000;

/** Median time of `SEQUENTIAL_REQUESTS` GETs sent one after another (after 200 warm-up ones). */
async function sequentialMedianMs(url: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolvePromise, reject) => {
      const started = process.hrtime.bigint();
      get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolvePromise(Number(process.hrtime.bigint() - started) / 1e6));
      }).on('error', reject);
    });
  for (let i = 0; i < 200; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) times.push(await once());
  agent.destroy();
  return median(times);
}

function load(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  overallRate?: number,
): Promise<Result> {
  return autocannon({ url, connections, duration: DURATION_S, headers, overallRate });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const percents = (values: number[]) => values.map((value) => (value * 100).toFixed(1)).join(', ');

/**
 * The gateway as it is deployed: the esbuild bundle `dist/apps/api-gateway/main.js` (built
 * first, cached by Nx), configured through the environment, in its own process.
 */
async function startBuiltGateway(sim: Record<string, string>): Promise<string> {
  const root = resolve(__dirname, '../../../..');
  const nx = require.resolve('nx/bin/nx.js', { paths: [root] });
  const build = spawnSync(process.execPath, [nx, 'build', 'api-gateway', '--outputStyle=static'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (build.status !== 0) throw new Error('npx nx build api-gateway failed');
  const port = await findFreePort('127.0.0.1');
  const child = spawn(process.execPath, [resolve(root, 'dist/apps/api-gateway/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...gatewayBenchEnv(sim),
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      DOTENV_CONFIG_QUIET: 'true',
    },
  });
  children.push(child);
  gatewayPid = child.pid;
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return base;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
  throw new Error('the built gateway did not start');
}

async function json<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** A Bilibili audio URL on the simulated CDN, found the way the client finds one. */
async function bilibiliAudioUrl(gateway: string): Promise<string> {
  const search = await json<{ data: { result: { bvid: string }[] } }>(
    `${gateway}/api/bilibili/search?keyword=%E7%BF%BB%E5%94%B1&page=1&pagesize=1`,
  );
  const bvid = search.data.result[0]?.bvid ?? '';
  const view = await json<{ data: { pages: { cid: number }[] } }>(
    `${gateway}/api/bilibili/video/detail?bvid=${bvid}`,
  );
  const cid = view.data.pages[0]?.cid ?? 0;
  const play = await json<{
    data: { dash?: { audio: { baseUrl: string }[] }; durl?: { url: string }[] };
  }>(`${gateway}/api/bilibili/playurl?bvid=${bvid}&cid=${cid}`);
  const url = play.data.dash?.audio[0]?.baseUrl ?? play.data.durl?.[0]?.url;
  if (!url) throw new Error('no Bilibili audio URL');
  return url;
}

function row(label: string, result: Result) {
  return `${label.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${result.latency.p50.toFixed(2)} ms  p99 ${result.latency.p99.toFixed(2)} ms  ${(result.throughput.average / 1048576).toFixed(1)} MiB/s  errors ${result.errors + result.non2xx}`;
}

async function main() {
  const sim = await startSimulator();
  const gateway = await startBuiltGateway(sim);
  console.log(
    `bench:gateway — ${DURATION_S} s per run, loopback, 2 cores shared by load generator, gateway and simulator`,
  );
  const part = process.env['BENCH_PART'];
  if (part === undefined || part === 'requests') await benchRequests(sim, gateway);
  if (part === undefined || part === 'streams') await benchStreams(gateway);
  if (part === undefined || part === 'burst') await benchBursts(gateway);
}

async function benchRequests(sim: Record<string, string>, gateway: string) {
  const detailPath = `/song/detail?ids=${await songIds(sim['netease'] ?? '', 10)}`;
  const direct = `${sim['netease']}${detailPath}`;
  const proxied = `${gateway}/api${detailPath}`;
  await load(direct, CONNECTIONS); // warm-up: JIT and keep-alive pools on both paths
  await load(proxied, CONNECTIONS);
  const ratios: number[] = [];
  const simCpu: number[] = [];
  const gatewayCpu: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const straight = await withCpu([simPid], () => load(direct, CONNECTIONS));
    const through = await withCpu([gatewayPid], () => load(proxied, CONNECTIONS));
    console.log(row(`direct /song/detail #${round}`, straight.result));
    console.log(row(`gateway /api/song/detail #${round}`, through.result));
    ratios.push(through.result.requests.average / straight.result.requests.average);
    simCpu.push(straight.perRequest[0] ?? NaN);
    gatewayCpu.push(through.perRequest[0] ?? NaN);
  }
  console.log(
    `CPU per request (median): simulator ${median(simCpu).toFixed(0)} µs, ` +
      `gateway ${median(gatewayCpu).toFixed(0)} µs`,
  );
  const directMs = await sequentialMedianMs(direct);
  const gatewayMs = await sequentialMedianMs(proxied);
  console.log(
    `one request at a time (${SEQUENTIAL_REQUESTS} each, keep-alive): median direct ${directMs.toFixed(3)} ms, gateway ${gatewayMs.toFixed(3)} ms`,
  );
  const added = gatewayMs - directMs;
  console.log(
    `requests: gateway ${(median(ratios) * 100).toFixed(1)} % of direct throughput, median of ` +
      `${ROUNDS} rounds (${percents(ratios)}; target >= 70 %); added median latency ` +
      `${added.toFixed(3)} ms (target <= 1 ms)`,
  );
}

async function benchStreams(gateway: string) {
  const audio = await bilibiliAudioUrl(gateway);
  const referer = { referer: 'https://www.bilibili.com/' };
  const streamed = `${gateway}/api/bilibili/stream-proxy?url=${encodeURIComponent(audio)}`;
  await load(streamed, STREAM_CONNECTIONS); // warm-up
  const streamRatios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const straight = await load(audio, STREAM_CONNECTIONS, referer);
    const through = await load(streamed, STREAM_CONNECTIONS);
    console.log(row(`direct CDN audio #${round}`, straight));
    console.log(row(`gateway stream-proxy #${round}`, through));
    streamRatios.push(through.throughput.average / straight.throughput.average);
  }
  console.log(
    `stream proxy: ${(median(streamRatios) * 100).toFixed(1)} % of direct throughput, median of ` +
      `${ROUNDS} rounds (${percents(streamRatios)}; target >= 80 %)`,
  );
}

const burstRow = (result: BurstResult) =>
  `burst of ${String(result.size).padStart(6)}  200: ${result.ok}  503: ${result.shed}  other: ${result.errors}  p99 ${result.p99Ms.toFixed(0)} ms  all answered in ${result.wallMs} ms`;

async function benchBursts(gateway: string) {
  const { tried, largest } = await largestCleanBurst(`${gateway}/api/personalized`, 500, 16_000);
  for (const result of tried) console.log(burstRow(result));
  console.log(
    largest === undefined
      ? 'burst: even the smallest burst had errors other than 503'
      : `burst: largest answered without an error other than 503: ${largest.size} ` +
          `(${largest.shed} shed with 503), p99 of the answered ${largest.p99Ms.toFixed(0)} ms` +
          (tried.length > 0 && tried[tried.length - 1] === largest ? ' (the largest tried)' : ''),
  );
}

async function firstPlaylistId(netease: string): Promise<number> {
  const top = await json<{ list: { id: number }[] }>(`${netease}/toplist`);
  return top.list[0]?.id ?? 0;
}

async function songIds(netease: string, count: number): Promise<string> {
  const top = await json<{ playlist: { trackIds: { id: number }[] } }>(
    `${netease}/playlist/detail?id=${await firstPlaylistId(netease)}`,
  );
  return top.playlist.trackIds
    .slice(0, count)
    .map((track) => track.id)
    .join(',');
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
