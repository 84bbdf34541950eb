import { startFloorServer, type BenchGateway, type BenchSimulator } from './bench-processes';
import {
  budgetRow,
  json,
  load,
  median,
  percents,
  row,
  sequentialMedianMs,
  withCpu,
} from './load-tools';

const CONNECTIONS = 100;
const ROUNDS = 3;
const SEQUENTIAL_REQUESTS = 2_000;
/** What a browser sends; a cache hit is served gzipped to it without compressing anything. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Gateway CPU per request, budgets of the gateway's own cost. */
export const MISS_BUDGET_US = 100;
export const HIT_BUDGET_US = 50;

/**
 * `/song/detail` (10 ids) straight to the simulator, through a gateway that calls upstream for
 * every request (cache off: each one a miss), and through one that answers from its cache
 * (after the first): throughput ratio, CPU per request and added latency. Returns whether the
 * CPU figures are within their budgets.
 */
export async function benchRequestCost(
  sim: BenchSimulator,
  missGateway: BenchGateway,
  hitGateway: BenchGateway,
): Promise<boolean> {
  const detailPath = `/song/detail?ids=${await songIds(sim.urls['netease'] ?? '', 10)}`;
  const direct = `${sim.urls['netease']}${detailPath}`;
  const proxied = `${missGateway.base}/api${detailPath}`;
  const cached = `${hitGateway.base}/api${detailPath}`;
  const floorProxy = await startFloorServer('proxy', sim.urls['netease'] ?? '');
  const floorStatic = await startFloorServer('static', direct);
  const bareProxy = `${floorProxy.base}/api${detailPath}`;
  const bareStatic = `${floorStatic.base}/api${detailPath}`;
  // Warm-up: JIT and keep-alive pools on every path, the cache filled.
  await load(direct, CONNECTIONS);
  await load(proxied, CONNECTIONS);
  await load(cached, CONNECTIONS, BROWSER_ENCODINGS);
  await load(bareProxy, CONNECTIONS);
  await load(bareStatic, CONNECTIONS);
  const ratios: number[] = [];
  const cpu = {
    sim: [] as number[],
    miss: [] as number[],
    hit: [] as number[],
    hitPlain: [] as number[],
    bareProxy: [] as number[],
    bareStatic: [] as number[],
  };
  for (let round = 1; round <= ROUNDS; round++) {
    const straight = await withCpu([sim.pid], () => load(direct, CONNECTIONS));
    const through = await withCpu([missGateway.pid], () => load(proxied, CONNECTIONS));
    const hit = await withCpu([hitGateway.pid], () => load(cached, CONNECTIONS, BROWSER_ENCODINGS));
    const hitPlain = await withCpu([hitGateway.pid], () => load(cached, CONNECTIONS));
    const plainProxy = await withCpu([floorProxy.pid], () => load(bareProxy, CONNECTIONS));
    const plainStatic = await withCpu([floorStatic.pid], () => load(bareStatic, CONNECTIONS));
    cpu.bareProxy.push(plainProxy.perRequest[0] ?? NaN);
    cpu.bareStatic.push(plainStatic.perRequest[0] ?? NaN);
    console.log(row(`direct /song/detail #${round}`, straight.result));
    console.log(row(`gateway miss #${round}`, through.result));
    console.log(row(`gateway hit, gzip #${round}`, hit.result));
    console.log(row(`gateway hit, identity #${round}`, hitPlain.result));
    ratios.push(through.result.requests.average / straight.result.requests.average);
    cpu.sim.push(straight.perRequest[0] ?? NaN);
    cpu.miss.push(through.perRequest[0] ?? NaN);
    cpu.hit.push(hit.perRequest[0] ?? NaN);
    cpu.hitPlain.push(hitPlain.perRequest[0] ?? NaN);
  }
  console.log(`CPU per request (median of ${ROUNDS}): simulator ${median(cpu.sim).toFixed(0)} µs`);
  console.log(
    `for comparison, the least Node can do here: a bare proxy (http.request + pipe) ` +
      `${median(cpu.bareProxy).toFixed(0)} µs, a bare server answering from memory ${median(cpu.bareStatic).toFixed(0)} µs`,
  );
  const missOk = budgetRow(
    'gateway CPU per proxied request (miss)',
    median(cpu.miss),
    'µs',
    `≤ ${MISS_BUDGET_US} µs`,
    median(cpu.miss) <= MISS_BUDGET_US,
  );
  const hitOk = budgetRow(
    'gateway CPU per cache hit (gzip, as browsers ask)',
    median(cpu.hit),
    'µs',
    `≤ ${HIT_BUDGET_US} µs`,
    median(cpu.hit) <= HIT_BUDGET_US,
  );
  const plainOk = budgetRow(
    'gateway CPU per cache hit (no Accept-Encoding)',
    median(cpu.hitPlain),
    'µs',
    `≤ ${HIT_BUDGET_US} µs`,
    median(cpu.hitPlain) <= HIT_BUDGET_US,
  );
  const directMs = await sequentialMedianMs(direct, SEQUENTIAL_REQUESTS);
  const gatewayMs = await sequentialMedianMs(proxied, SEQUENTIAL_REQUESTS);
  console.log(
    `one request at a time (${SEQUENTIAL_REQUESTS} each, keep-alive): median direct ${directMs.toFixed(3)} ms, gateway (miss) ${gatewayMs.toFixed(3)} ms`,
  );
  console.log(
    `requests: gateway (miss) ${(median(ratios) * 100).toFixed(1)} % of direct throughput, median of ` +
      `${ROUNDS} rounds (${percents(ratios)}; target >= 70 %); added median latency ` +
      `${(gatewayMs - directMs).toFixed(3)} ms (target <= 1 ms)`,
  );
  return missOk && hitOk && plainOk;
}

async function songIds(netease: string, count: number): Promise<string> {
  const top = await json<{ list: { id: number }[] }>(`${netease}/toplist`);
  const list = await json<{ playlist: { trackIds: { id: number }[] } }>(
    `${netease}/playlist/detail?id=${top.list[0]?.id ?? 0}`,
  );
  return list.playlist.trackIds
    .slice(0, count)
    .map((track) => track.id)
    .join(',');
}
