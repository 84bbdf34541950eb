import { startSim, type RunningSim } from '@cadenza/ncm-sim';
import { rawRequest, type RawAnswer } from '../../testing/raw-request.spec-harness';
import {
  startGatewayProcess,
  type GatewayProcess,
} from '../../testing/gateway-process.spec-harness';

// Many listeners pressing play at once: the deployed gateway (its own process, in front of the
// simulator) takes bursts of 1,000 concurrent NetEase calls from many client addresses. It must
// stay up, answer every call with 200 or a 503 JSON refusal, keep /api/health answering
// throughout, and give its memory back afterwards. Loopback only, bounded in count and time.

const BURST = 1_000;
/** Client addresses 127.0.0.2 … 127.0.0.201: every 127/8 address reaches loopback on Linux. */
const CLIENT_ADDRESSES = Array.from({ length: 200 }, (_, index) => `127.0.0.${index + 2}`);

interface BurstOutcome {
  statuses: Record<string, number>;
  /** Answers that were neither 200 nor a 503 JSON refusal, and connection errors. */
  bad: string[];
  /** Health checks made during the burst, and those that failed. */
  healthChecks: number;
  healthFailures: string[];
}

function tally(outcome: BurstOutcome, answer: RawAnswer | Error) {
  // Not `instanceof Error`: Node's own errors come from outside jest's sandbox realm.
  if (!('status' in answer)) {
    outcome.bad.push((answer as NodeJS.ErrnoException).code ?? answer.message);
    return;
  }
  outcome.statuses[answer.status] = (outcome.statuses[answer.status] ?? 0) + 1;
  const json = /^application\/json/.test(String(answer.headers['content-type']));
  const refusedAsDocumented =
    answer.status === 503 && json && answer.headers['retry-after'] !== undefined;
  if (answer.status !== 200 && !refusedAsDocumented) {
    outcome.bad.push(`${answer.status} ${answer.body.slice(0, 80)}`);
  }
}

/** Sends `BURST` requests at once while checking health every 100 ms until all are answered. */
async function burst(gateway: GatewayProcess, body?: string): Promise<BurstOutcome> {
  const outcome: BurstOutcome = { statuses: {}, bad: [], healthChecks: 0, healthFailures: [] };
  let done = false;
  const watchHealth = (async () => {
    while (!done) {
      outcome.healthChecks++;
      const answer = await rawRequest(`${gateway.base}/api/health`).catch((error: Error) => error);
      if (!('status' in answer) || answer.status !== 200) {
        outcome.healthFailures.push('status' in answer ? `${answer.status}` : answer.message);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      rawRequest(`${gateway.base}/api/personalized?limit=${(index % 30) + 1}`, {
        localAddress: CLIENT_ADDRESSES[index % CLIENT_ADDRESSES.length],
        ...(body === undefined
          ? {}
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      }).then(
        (answer) => tally(outcome, answer),
        (error: Error) => tally(outcome, error),
      ),
    ),
  );
  done = true;
  await watchHealth;
  return outcome;
}

function expectSurvived(gateway: GatewayProcess, outcome: BurstOutcome) {
  expect(outcome.bad).toEqual([]);
  expect(Object.values(outcome.statuses).reduce((sum, count) => sum + count, 0)).toBe(BURST);
  expect(outcome.healthFailures).toEqual([]);
  expect(outcome.healthChecks).toBeGreaterThan(0);
  expect(gateway.child.exitCode).toBeNull();
}

describe('a burst of 1,000 concurrent NetEase calls', () => {
  let sim: RunningSim;
  let gateway: GatewayProcess;
  let baselineRss: number;

  beforeAll(async () => {
    sim = await startSim({ port: 0, generateMedia: false });
    gateway = await startGatewayProcess({
      UPSTREAM: 'url',
      UPSTREAM_URL: sim.urls.netease,
      RATE_LIMIT_MAX: '0',
      // Every call of the burst must reach the upstream: no cache to answer it, no budget to
      // hold it back (those have their own specs).
      RESPONSE_CACHE: 'false',
      UPSTREAM_ANONYMOUS_RATE_MAX: '0',
    });
    // Warm up (JIT, pools), then take the resident memory the bursts should come back to.
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: 100 }, () => rawRequest(`${gateway.base}/api/personalized`)),
      );
    }
    baselineRss = gateway.rssBytes();
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await sim?.close();
  });

  it('of plain GETs: the process stays up and answers every call', async () => {
    const outcome = await burst(gateway);
    expectSurvived(gateway, outcome);
    expect(outcome.statuses['200']).toBeGreaterThan(0);
  }, 120_000);

  it('against a slow upstream: calls beyond the bounds are refused at once, the rest served', async () => {
    const fault = await fetch(`${sim.urls.netease}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/personalized', latencyMs: 400, times: BURST }),
    });
    expect(fault.ok).toBe(true);
    try {
      const outcome = await burst(gateway);
      expectSurvived(gateway, outcome);
      expect(outcome.statuses['200']).toBeGreaterThan(0);
    } finally {
      await fetch(`${sim.urls.netease}/__sim/faults`, { method: 'DELETE' });
    }
  }, 120_000);

  it('with JSON bodies: the process stays up and answers every call', async () => {
    const body = JSON.stringify({ limit: 10, note: 'x'.repeat(2_000), domain: 'http://evil' });
    const outcome = await burst(gateway, body);
    expectSurvived(gateway, outcome);
    expect(outcome.statuses['200']).toBeGreaterThan(0);
  }, 120_000);

  it('gives its memory back: resident memory returns near the baseline', async () => {
    // The sockets and buffers of 3,000 calls are garbage now; V8 returns the pages lazily.
    let rss = gateway.rssBytes();
    for (let attempt = 0; attempt < 50 && rss > baselineRss + RSS_SLACK_BYTES; attempt++) {
      await rawRequest(`${gateway.base}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      rss = gateway.rssBytes();
    }
    expect(rss).toBeLessThan(baselineRss + RSS_SLACK_BYTES);
    expect(gateway.output()).not.toMatch(/ERR_HTTP_HEADERS_SENT|Unhandled|uncaught/i);
  }, 60_000);
});

/**
 * How far above the warmed-up baseline "near" is. Measured over 20 bursts of 1,000: from a
 * baseline of about 125 MiB, resident memory levels off at 155–220 MiB while the heap in use
 * saw-tooths between 30 and 120 MiB and returns to 30–45 MiB at each major collection (no leak:
 * a leak would climb from one collection to the next). After this spec's three bursts it is
 * about 40 MiB above the baseline.
 */
const RSS_SLACK_BYTES = 64 * 1024 * 1024;
