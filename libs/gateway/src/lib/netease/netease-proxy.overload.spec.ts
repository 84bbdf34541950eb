import type { ServerResponse } from 'node:http';
import {
  startRecordingUpstream,
  type RecordingUpstream,
} from '../../testing/recording-upstream.spec-harness';
import { startTestGateway, type TestGateway } from '../../testing/gateway.spec-harness';

// Overload shedding and upstream error pages: the gateway answers for itself, in JSON, at once.

describe('NetEase proxy under overload', () => {
  let upstream: RecordingUpstream;
  let gateway: TestGateway;
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    // The upstream holds every call until the test lets it go; its readiness probe it answers.
    upstream.respond = (request, res) => {
      if (request.url.startsWith('/personalized')) held.push(res);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
    };
    gateway = await startTestGateway(
      { UPSTREAM_MAX_IN_FLIGHT: '2', UPSTREAM_MAX_QUEUED: '2', RATE_LIMIT_MAX: '0' },
      { upstreamUrl: upstream.url },
    );
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  const releaseHeld = () => {
    for (const res of held.splice(0)) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
    }
  };

  async function until(condition: () => boolean | Promise<boolean>) {
    let met = await condition();
    for (let attempt = 0; attempt < 200 && !met; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      met = await condition();
    }
    expect(met).toBe(true);
  }

  /** The gateway's own count of NetEase calls waiting, from its metrics. */
  const queued = async () => {
    const text = await (await fetch(gateway.base.replace(/\/api$/, '/metrics'))).text();
    return Number(
      /cadenza_upstream_calls\{upstream="netease",state="queued"\} (\d+)/.exec(text)?.[1],
    );
  };

  it('runs 2, queues 2, refuses the rest at once with 503 and Retry-After; health stays up', async () => {
    const calls = Array.from({ length: 6 }, (_, index) =>
      fetch(`${gateway.base}/personalized?n=${index}`),
    );
    const settled = calls.map((call) => call.then((answer) => answer));
    // Two refusals arrive while four calls are still open: nobody waits for the upstream.
    const early = await Promise.race([
      Promise.all([settled[4], settled[5]]),
      new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 5_000)),
    ]);
    expect(early).not.toBe('held');
    for (const answer of early as Response[]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(await answer.json()).toEqual({
        code: 503,
        msg: 'The gateway is busy: too many music API calls at once. Try again shortly.',
      });
    }
    await until(() => held.length === 2);
    // Liveness and readiness do not queue behind NetEase calls.
    expect((await fetch(`${gateway.base}/health`)).status).toBe(200);
    expect((await fetch(`${gateway.base}/health/ready`)).status).toBe(200);

    releaseHeld(); // the queued two now reach the upstream
    await until(() => held.length === 2);
    releaseHeld();
    const answered = await Promise.all(settled.slice(0, 4));
    expect(answered.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const forwarded = upstream.requests.filter((request) =>
      request.url.startsWith('/personalized'),
    );
    expect(forwarded).toHaveLength(4);

    const metrics = await (await fetch(gateway.base.replace(/\/api$/, '/metrics'))).text();
    expect(metrics).toMatch(
      /cadenza_requests_shed_total\{upstream="netease",reason="queue-full"\} 2/,
    );
  });

  it('gives a queued call back its place when its client goes away', async () => {
    upstream.requests.splice(0);
    const running = [0, 1].map((index) => fetch(`${gateway.base}/personalized?run=${index}`));
    await until(() => held.length === 2);
    const leaving = new AbortController();
    const gone = fetch(`${gateway.base}/personalized?gone=1`, { signal: leaving.signal }).catch(
      (error: Error) => error.name,
    );
    const waiting = fetch(`${gateway.base}/personalized?waiting=1`);
    await until(async () => (await queued()) === 2);
    leaving.abort();
    expect(await gone).toBe('AbortError');
    await until(async () => (await queued()) === 1);
    // The queue (2) has room again: one more call waits instead of being refused.
    const another = fetch(`${gateway.base}/personalized?another=1`);
    await until(async () => (await queued()) === 2);
    releaseHeld();
    await until(() => held.length === 2);
    releaseHeld();
    const statuses = (await Promise.all([...running, waiting, another])).map((a) => a.status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const urls = upstream.requests.map((request) => request.url);
    expect(urls.filter((url) => url.startsWith('/personalized'))).toHaveLength(4);
    expect(urls.some((url) => url.includes('gone=1'))).toBe(false);
  });
});

describe('NetEase proxy: upstream error pages', () => {
  let upstream: RecordingUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    gateway = await startTestGateway({}, { upstreamUrl: upstream.url });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it.each([
    [500, 502, 'The music API failed (HTTP 500)'],
    [503, 502, 'The music API failed (HTTP 503)'],
    [404, 404, 'The music API refused the call (HTTP 404)'],
  ])('turns an HTML %i page into its own JSON %i', async (status, expected, msg) => {
    upstream.respond = (_request, res) =>
      res
        .writeHead(status, { 'content-type': 'text/html', 'x-powered-by': 'Express' })
        .end('<pre>Error at /srv/ncm/node_modules/x.js:12 (10.0.3.7:3000)</pre>');
    const answer = await fetch(`${gateway.base}/personalized`);
    expect(answer.status).toBe(expected);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ code: expected, msg });
    expect(text).not.toContain('/srv/ncm');
  });

  it('passes the API’s own JSON errors through (clients read their messages)', async () => {
    upstream.respond = (_request, res) =>
      res
        .writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
        .end('{"code":400,"msg":"缺少参数"}');
    const answer = await fetch(`${gateway.base}/personalized`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: 400, msg: '缺少参数' });
  });
});
