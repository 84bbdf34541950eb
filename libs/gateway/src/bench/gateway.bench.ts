import { type BurstResult, largestCleanBurst } from './burst-load';
import { startBenchGateway, startBenchSimulator, stopBenchProcesses } from './bench-processes';
import { DURATION_S, json, load, median, percents, row } from './load-tools';
import { benchRequestCost } from './request-cost';
import { benchTeam } from './team-bench';

// `npm run bench:gateway`: the gateway's overhead, loopback only and bounded in time.
// 1. Requests: `/song/detail` (10 ids), straight to the simulator, through a gateway that asks
//    upstream every time (cache off: misses) and through one answering from its cache (hits).
//    Gateway CPU per request (budgets: miss <= 100 µs, hit <= 50 µs); throughput at 100
//    connections (saturated): target >= 70 % of direct, median of three alternating rounds
//    after a warm-up, because a shared 2-core machine is noisy; latency one request at a time
//    over a kept-alive connection: target <= 1 ms added median.
// 2. Stream proxy: a Bilibili audio file, straight from the simulated CDN vs through
//    `/api/bilibili/stream-proxy`. Target: >= 80 % of direct throughput (bytes/s).
// 3. Bursts: N GETs of `/api/personalized` sent at the same moment from 200 client addresses,
//    N doubling from 500 to 16,000 until one gets an answer other than 200 or a 503 refusal:
//    the largest burst answered without such an error, and the p99 of its 200 answers.
// 4. A team: three replicas and one Redis, 100 listeners browsing (see team-bench.ts).
// BENCH_PART=requests, streams, burst or team runs one part only; BENCH_GATEWAY_LOG=1 shows
// the gateways' own logs. The simulator and the
// gateways each run in their own process; this one only generates load. Exits 1 when a
// figure with a budget is over it.

const STREAM_CONNECTIONS = 10;
const ROUNDS = 3;

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

async function main() {
  const sim = await startBenchSimulator();
  // The gateway that asks upstream for every call: bursts and streams measure the proxy itself.
  const gateway = await startBenchGateway(sim.urls, { RESPONSE_CACHE: 'false' });
  console.log(
    `bench:gateway — ${DURATION_S} s per run, loopback, 2 cores shared by load generator, gateways and simulator`,
  );
  const part = process.env['BENCH_PART'];
  let within = true;
  if (part === undefined || part === 'requests') {
    const cached = await startBenchGateway(sim.urls);
    within = (await benchRequestCost(sim, gateway, cached)) && within;
  }
  if (part === undefined || part === 'streams') await benchStreams(gateway.base);
  if (part === undefined || part === 'burst') await benchBursts(gateway.base);
  if (part === undefined || part === 'team') within = (await benchTeam()) && within;
  if (!within) process.exitCode = 1;
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

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopBenchProcesses);
