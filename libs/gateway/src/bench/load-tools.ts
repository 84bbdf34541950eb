import autocannon, { type Result } from 'autocannon';
import { Agent, get } from 'node:http';
import { cpuMs } from './bench-processes';

/** Seconds per autocannon run (`BENCH_DURATION_S`, default 10). */
export const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);

/** Saturating load for `DURATION_S` at `connections` connections. */
export function load(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  overallRate?: number,
): Promise<Result> {
  return autocannon({ url, connections, duration: DURATION_S, headers, overallRate });
}

/** Runs `work` and reports the CPU µs per request each of `pids` spent on it. */
export async function withCpu(pids: (number | undefined)[], work: () => Promise<Result>) {
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

/** Median time of `count` GETs sent one after another (after 200 warm-up ones), in ms. */
export async function sequentialMedianMs(url: string, count: number): Promise<number> {
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
  for (let i = 0; i < count; i++) times.push(await once());
  agent.destroy();
  return median(times);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export const percents = (values: number[]) =>
  values.map((value) => (value * 100).toFixed(1)).join(', ');

/** One autocannon result as a line of the report. */
export function row(label: string, result: Result) {
  return `${label.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${result.latency.p50.toFixed(2)} ms  p99 ${result.latency.p99.toFixed(2)} ms  ${(result.throughput.average / 1048576).toFixed(1)} MiB/s  errors ${result.errors + result.non2xx}`;
}

/** A figure beside its budget, marked when over it; returns whether it is within. */
export function budgetRow(
  label: string,
  value: number,
  unit: string,
  budget: string,
  within: boolean,
) {
  console.log(
    `${label}: ${value.toFixed(0)} ${unit} (budget ${budget})${within ? '' : '  OVER BUDGET'}`,
  );
  return within;
}

export async function json<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}
