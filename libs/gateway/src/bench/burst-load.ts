import { request } from 'node:http';

/** What one burst of simultaneous requests came to. */
export interface BurstResult {
  size: number;
  ok: number;
  /** 503 JSON refusals with `Retry-After`: the gateway shedding load as documented. */
  shed: number;
  /** Anything else: other statuses, connection errors, resets. */
  errors: number;
  /** The p99 time to a complete 200 answer, in ms. */
  p99Ms: number;
  /** From the first request sent to the last answer, in ms. */
  wallMs: number;
}

/** Client addresses 127.0.0.2 … 127.0.0.201: each reaches loopback on Linux. */
const CLIENT_ADDRESSES = Array.from({ length: 200 }, (_, index) => `127.0.0.${index + 2}`);

/** Gives up on a request after this long: a burst that hangs is an error, not a wait. */
const REQUEST_DEADLINE_MS = 60_000;

type Outcome = { kind: 'ok'; ms: number } | { kind: 'shed' } | { kind: 'error' };

function once(url: string, index: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const outgoing = request(url, {
      agent: false,
      localAddress: CLIENT_ADDRESSES[index % CLIENT_ADDRESSES.length],
      timeout: REQUEST_DEADLINE_MS,
    });
    outgoing.on('response', (incoming) => {
      incoming.resume();
      incoming.on('error', () => resolve({ kind: 'error' }));
      incoming.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const json = /^application\/json/.test(String(incoming.headers['content-type']));
        if (incoming.statusCode === 200) resolve({ kind: 'ok', ms });
        else if (incoming.statusCode === 503 && json && incoming.headers['retry-after'])
          resolve({ kind: 'shed' });
        else resolve({ kind: 'error' });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('deadline')));
    outgoing.on('error', () => resolve({ kind: 'error' }));
    outgoing.end();
  });
}

/** Sends `size` GETs to `url` at the same moment, each on its own connection, from 200 addresses. */
export async function burst(url: string, size: number): Promise<BurstResult> {
  const started = Date.now();
  const outcomes = await Promise.all(Array.from({ length: size }, (_, index) => once(url, index)));
  const times = outcomes.flatMap((outcome) => (outcome.kind === 'ok' ? [outcome.ms] : []));
  times.sort((a, b) => a - b);
  return {
    size,
    ok: times.length,
    shed: outcomes.filter((outcome) => outcome.kind === 'shed').length,
    errors: outcomes.filter((outcome) => outcome.kind === 'error').length,
    p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? NaN,
    wallMs: Date.now() - started,
  };
}

/**
 * Bursts of growing size (doubling from `first` up to `last`), stopping after the first one with
 * an error other than a 503: returns every burst tried, and the largest answered cleanly.
 */
export async function largestCleanBurst(
  url: string,
  first: number,
  last: number,
): Promise<{ tried: BurstResult[]; largest: BurstResult | undefined }> {
  const tried: BurstResult[] = [];
  let largest: BurstResult | undefined;
  for (let size = first; size <= last; size *= 2) {
    const result = await burst(url, size);
    tried.push(result);
    if (result.errors > 0) break;
    largest = result;
    // Let the sockets of the last burst close before the next one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return { tried, largest };
}
