import { startSim, type RunningSim } from '@cadenza/ncm-sim';
import { startTestGateway, type TestGateway } from '../testing/gateway.spec-harness';

// Hardening and operations of the whole gateway, in-process against the simulator: headers,
// CORS, rate limit, body limit, health and readiness, metrics, and the /music fallback.

describe('gateway operations', () => {
  let sim: RunningSim;
  let gateway: TestGateway;
  let root: string;

  beforeAll(async () => {
    sim = await startSim({ port: 0, generateMedia: false });
    gateway = await startTestGateway(
      {
        ALLOWED_ORIGINS: 'https://app.example.org',
        RATE_LIMIT_MAX: '1000',
        MUSIC_SOURCE_URL: sim.urls.altSource,
        UPSTREAM_URL: sim.urls.netease,
        OFFLINE_DEMO: 'true',
        MEDIA_ORIGINS: new URL(sim.urls.media).origin,
      },
      { upstreamUrl: sim.urls.netease },
    );
    root = gateway.base.replace(/\/api$/, '');
  }, 60_000);
  afterAll(async () => {
    await gateway.close();
    await sim.close();
  });

  it('sends security headers and a CSP that allows only itself and the configured media origin', async () => {
    const answer = await fetch(`${root}/no-such-page`);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`media-src 'self' blob: ${new URL(sim.urls.media).origin}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    // API answers are never documents: they keep the headers that matter for JSON and media.
    const api = await fetch(`${gateway.base}/health`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('no-referrer');
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(api.headers.get('content-security-policy')).toBeNull();
  });

  it('is same-origin by default: another site gets no CORS grant, a configured origin does', async () => {
    const stranger = await fetch(`${gateway.base}/toplist`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const friend = await fetch(`${gateway.base}/toplist`, {
      headers: { origin: 'https://app.example.org' },
    });
    expect(friend.headers.get('access-control-allow-origin')).toBe('https://app.example.org');
    expect(friend.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${gateway.base}/playlist/create`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.org', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
  });

  it('reports the offline demo in /api/health and readiness from the upstream probe', async () => {
    const health = (await (await fetch(`${gateway.base}/health`)).json()) as { upstream: unknown };
    expect(health.upstream).toEqual({ kind: 'url', offlineDemo: true });
    const ready = await fetch(`${gateway.base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      upstream: { kind: 'url', ok: true, status: 200 },
    });
  });

  it('refuses a body over the limit with 413 JSON', async () => {
    const answer = await fetch(`${gateway.base}/playlist/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(200 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ code: 413, msg: 'Request Error' });
  });

  it('compresses JSON for clients that accept it', async () => {
    const answer = await fetch(`${gateway.base}/playlist/catlist`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(((await answer.json()) as { code: number }).code).toBe(200);
  });

  it('resolves the /music fallback through the alternative source, validated', async () => {
    const song = sim.world.catalogue.songs.find(
      (candidate) => candidate.availability !== 'no-copyright',
    );
    const found = await fetch(`${gateway.base}/music_proxy/music?id=${song?.id}`);
    expect(found.status).toBe(200);
    const body = (await found.json()) as { code: number; data: { url: string } };
    expect(body.code).toBe(200);
    expect(new URL(body.data.url).origin).toBe(new URL(sim.urls.altSource).origin);
    expect((await fetch(`${gateway.base}/music_proxy/music?id=99999999999`)).status).toBe(404);
    expect((await fetch(`${gateway.base}/music_proxy/music?id=../etc`)).status).toBe(400);
  });

  it('exposes per-route counts and latency histograms at /metrics, with a bounded label set', async () => {
    await fetch(`${gateway.base}/toplist`);
    await fetch(`${gateway.base}/no/such/${Math.random()}`);
    const text = await (await fetch(`${root}/metrics`)).text();
    expect(text).toMatch(
      /cadenza_http_requests_total\{route="\/api\/toplist",method="GET",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /cadenza_http_request_duration_seconds_bucket\{le="0.005",route="\/api\/toplist",method="GET"\}/,
    );
    expect(text).toMatch(
      /cadenza_http_requests_total\{route="\/api\/other",method="GET",status="404"\}/,
    );
    expect(text).toContain('cadenza_active_streams 0');
    expect(text).not.toMatch(/route="\/api\/no\//);
  });
});

describe('gateway limits', () => {
  it('answers 429 JSON with Retry-After past the per-client budget', async () => {
    const gateway = await startTestGateway(
      { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' },
      { upstreamUrl: undefined },
    );
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await fetch(`${gateway.base}/health`);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await last?.json()).toEqual({
        code: 429,
        msg: 'Too many requests from this address; try again shortly',
      });
    } finally {
      await gateway.close();
    }
  });

  it('guards /metrics with METRICS_TOKEN when one is set', async () => {
    const gateway = await startTestGateway(
      { METRICS_TOKEN: 'scrape-me' },
      { upstreamUrl: undefined },
    );
    const metrics = gateway.base.replace(/\/api$/, '/metrics');
    try {
      expect((await fetch(metrics)).status).toBe(401);
      expect(
        (await fetch(metrics, { headers: { authorization: 'Bearer wrong-token' } })).status,
      ).toBe(401);
      expect(
        (await fetch(metrics, { headers: { authorization: 'Bearer scrape-me' } })).status,
      ).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('is not ready when the upstream is down', async () => {
    const gateway = await startTestGateway({}, { upstreamUrl: 'http://127.0.0.1:9' });
    try {
      const ready = await fetch(`${gateway.base}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        status: 'not-ready',
        upstream: { ok: false, error: 'upstream unreachable' },
      });
    } finally {
      await gateway.close();
    }
  });
});
