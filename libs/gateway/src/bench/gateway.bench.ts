import autocannon, { type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

// `npm run bench:gateway`: the gateway's overhead, loopback only and bounded in time.
// 1. Requests: `/song/detail` (10 ids) at 100 connections, straight to the simulator vs
//    through the gateway. Targets: >= 70 % of direct throughput, <= 1 ms added median latency.
// 2. Stream proxy: a Bilibili audio file, straight from the simulated CDN vs through
//    `/api/bilibili/stream-proxy`. Target: >= 80 % of direct throughput (bytes/s).
// The simulator and the gateway each run in their own process; this one only generates load.

const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);
const CONNECTIONS = 100;
const STREAM_CONNECTIONS = 10;
const children: ChildProcess[] = [];

function startChild(args: string[]): Promise<Record<string, string>> {
  const tsx = require.resolve('tsx/cli', { paths: [process.cwd()] });
  const tsconfig = resolve(__dirname, '../../tsconfig.json');
  const child = spawn(
    process.execPath,
    [tsx, '--tsconfig', tsconfig, resolve(__dirname, 'bench-servers.ts'), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DOTENV_CONFIG_QUIET: 'true' },
    },
  );
  children.push(child);
  return new Promise((resolvePromise, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolvePromise(JSON.parse(line) as Record<string, string>);
    });
    child.once('exit', (code) => reject(new Error(`bench server ${args[0]} exited with ${code}`)));
  });
}

function load(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Result> {
  return autocannon({ url, connections, duration: DURATION_S, headers });
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

const ratio = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;

function row(label: string, result: Result) {
  return `${label.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${result.latency.p50.toFixed(2)} ms  p99 ${result.latency.p99.toFixed(2)} ms  ${(result.throughput.average / 1048576).toFixed(1)} MiB/s  errors ${result.errors + result.non2xx}`;
}

async function main() {
  const sim = await startChild(['sim']);
  const { gateway = '' } = await startChild(['gateway', JSON.stringify(sim)]);
  const detailPath = `/song/detail?ids=${await songIds(sim['netease'] ?? '', 10)}`;

  console.log(
    `bench:gateway — ${DURATION_S} s per run, loopback, 2 cores shared by load generator, gateway and simulator`,
  );
  await load(`${sim['netease']}${detailPath}`, CONNECTIONS); // warm-up both paths
  const direct = await load(`${sim['netease']}${detailPath}`, CONNECTIONS);
  const viaGateway = await load(`${gateway}/api${detailPath}`, CONNECTIONS);
  console.log(row('direct /song/detail', direct));
  console.log(row('gateway /api/song/detail', viaGateway));
  console.log(
    `requests: gateway ${ratio(viaGateway.requests.average, direct.requests.average)} of direct (target >= 70 %), ` +
      `added median latency ${(viaGateway.latency.p50 - direct.latency.p50).toFixed(2)} ms (target <= 1 ms)`,
  );

  const audio = await bilibiliAudioUrl(gateway);
  const referer = { referer: 'https://www.bilibili.com/' };
  const proxied = `${gateway}/api/bilibili/stream-proxy?url=${encodeURIComponent(audio)}`;
  const directStream = await load(audio, STREAM_CONNECTIONS, referer);
  const proxiedStream = await load(proxied, STREAM_CONNECTIONS);
  console.log(row('direct CDN audio', directStream));
  console.log(row('gateway stream-proxy', proxiedStream));
  console.log(
    `stream proxy: ${ratio(proxiedStream.throughput.average, directStream.throughput.average)} of direct throughput (target >= 80 %)`,
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
