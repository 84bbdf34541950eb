import { createServer, type AddressInfo } from 'node:net';
import {
  startRecordingUpstream,
  type RecordingUpstream,
} from '../../testing/recording-upstream.spec-harness';
import { startTestGateway, type TestGateway } from '../../testing/gateway.spec-harness';

// The params table of the NetEase proxy (architecture decision 3) against an upstream that
// records exactly what it received.

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) }) as const;

describe('NetEase proxy: what reaches the upstream', () => {
  let upstream: RecordingUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    gateway = await startTestGateway(
      {
        REAL_IP: '116.25.146.177',
        UPSTREAM_PROXY: 'http://proxy.internal:3128',
        UPSTREAM_URL: upstream.url,
      },
      { upstreamUrl: upstream.url },
    );
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });
  beforeEach(() => upstream.requests.splice(0));

  it('GET: forwards the call params, drops the browser control params and cookies, adds realIP and proxy', async () => {
    const answer = await fetch(
      `${gateway.base}/song/detail?ids=1,2&timestamp=5&device=web&cookie=MUSIC_U%3Dforged&domain=http%3A%2F%2F169.254.169.254&crypto=linuxapi`,
      {
        headers: {
          cookie: 'cadenza_session=garbage; other=1',
          authorization: 'Bearer x',
          'x-forwarded-for': '1.2.3.4',
          'x-real-ip': '1.2.3.4',
        },
      },
    );
    expect(answer.status).toBe(200);
    const [seen] = upstream.requests;
    const url = new URL(seen?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/song/detail');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ids: '1,2',
      timestamp: '5',
      device: 'web',
      realIP: '116.25.146.177',
      proxy: 'http://proxy.internal:3128',
    });
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers['x-forwarded-for']).toBeUndefined();
    expect(seen?.headers['x-real-ip']).toBeUndefined();
  });

  it('POST: forwards the JSON body without a cookie field; the query keeps timestamp', async () => {
    const answer = await fetch(`${gateway.base}/playlist/create?timestamp=7`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Road trip',
        privacy: 10,
        cookie: 'MUSIC_U=forged',
        proxy: 'http://evil',
      }),
    });
    expect(answer.status).toBe(200);
    const [seen] = upstream.requests;
    expect(seen?.method).toBe('POST');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ name: 'Road trip', privacy: 10 });
    expect(new URL(seen?.url ?? '', 'http://x').searchParams.get('timestamp')).toBe('7');
  });

  it('refuses methods the client never uses and bodies it cannot filter, without calling the upstream', async () => {
    const put = await fetch(`${gateway.base}/song/url/v1?id=1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'http://169.254.169.254' }),
    });
    expect(put.status).toBe(405);
    const form = new FormData();
    form.append('domain', 'http://169.254.169.254');
    const multipart = await fetch(`${gateway.base}/song/url/v1?id=1`, {
      method: 'POST',
      body: form,
    });
    expect(multipart.status).toBe(415);
    expect(await multipart.json()).toEqual({
      code: 415,
      msg: 'Only JSON and form bodies are accepted',
    });
    const urlencoded = await fetch(`${gateway.base}/song/url/v1?id=1`, {
      method: 'POST',
      body: new URLSearchParams({ level: 'higher', domain: 'http://169.254.169.254' }),
    });
    expect(urlencoded.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
    // Re-serialised by the gateway (as JSON), never the client's bytes.
    expect(JSON.parse(upstream.requests[0]?.body ?? '')).toEqual({ level: 'higher' });
  });

  it('refuses what another site makes the browser send (e.g. a link to /like), before the upstream', async () => {
    const crossSite = await fetch(`${gateway.base}/like?id=1&like=true`, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({
      code: 403,
      msg: 'Cross-site requests are not accepted',
    });
    expect(upstream.requests).toEqual([]);
    const sameOrigin = await fetch(`${gateway.base}/like?id=1&like=true`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it('never lets an odd content type carry control params past the filter', async () => {
    // The upstream's parser may read types the gateway's cannot make out: those are refused;
    // the ones the gateway reads are forwarded filtered.
    for (const type of [
      'application/json; charset',
      'application/json;;',
      'application/json\t',
      'application/json;a',
      'text/plain',
    ]) {
      upstream.requests.splice(0);
      const answer = await fetch(`${gateway.base}/song/detail`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ ids: '1', domain: 'http://169.254.169.254' }),
      });
      if (answer.status === 415) expect(upstream.requests).toEqual([]);
      else expect(upstream.requests.map((request) => request.body)).toEqual(['{"ids":"1"}']);
    }
  });

  it('forwards a chunked JSON body re-serialised, filtered and with a length of its own', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":"Chunked","domain":"http://evil",'));
        controller.enqueue(new TextEncoder().encode('"privacy":0}'));
        controller.close();
      },
    });
    const answer = await fetch(`${gateway.base}/playlist/create`, {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(200);
    const [seen] = upstream.requests;
    expect(JSON.parse(seen?.body ?? '')).toEqual({ name: 'Chunked', privacy: 0 });
    expect(seen?.headers['transfer-encoding']).toBeUndefined();
    expect(Number(seen?.headers['content-length'])).toBe(Buffer.byteLength(seen?.body ?? ''));
  });

  it('drops the upstream cookies and its open CORS answer', async () => {
    const answer = await fetch(`${gateway.base}/toplist`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each([
    '/search',
    '/yunbei/sign',
    '/register/anonimous',
    '/%2e%2e/__sim/reset',
    '/song/url/v1/../../x',
    '/bilibili/update-cookie',
  ])(
    'answers 404 JSON for %s, which is not on the allow-list, without calling the upstream',
    async (path) => {
      const answer = await fetch(`${gateway.base}${path}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 404 });
      expect(upstream.requests).toEqual([]);
    },
  );

  it('passes a 301 "login required" answer through with its JSON body', async () => {
    upstream.respond = (_request, res) => {
      const { status, body } = json(301, { code: 301, msg: '需要登录' });
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    };
    try {
      const answer = await fetch(`${gateway.base}/recommend/songs`, { redirect: 'manual' });
      expect(answer.status).toBe(301);
      expect(await answer.json()).toEqual({ code: 301, msg: '需要登录' });
    } finally {
      upstream.respond = (request, res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
    }
  });
});

describe('NetEase proxy: realIP from X-Forwarded-For', () => {
  let upstream: RecordingUpstream;
  beforeAll(async () => (upstream = await startRecordingUpstream()));
  afterAll(() => upstream.close());

  it('is ignored unless a trusted proxy is configured', async () => {
    const gateway = await startTestGateway({}, { upstreamUrl: upstream.url });
    try {
      await fetch(`${gateway.base}/toplist`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(
        new URL(upstream.requests.at(-1)?.url ?? '', 'http://x').searchParams.has('realIP'),
      ).toBe(false);
    } finally {
      await gateway.close();
    }
  });

  it('is the client address behind a trusted proxy', async () => {
    const gateway = await startTestGateway(
      { TRUST_PROXY: 'loopback' },
      { upstreamUrl: upstream.url },
    );
    try {
      await fetch(`${gateway.base}/toplist`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(
        new URL(upstream.requests.at(-1)?.url ?? '', 'http://x').searchParams.get('realIP'),
      ).toBe('203.0.113.9');
    } finally {
      await gateway.close();
    }
  });
});

describe('NetEase proxy: a failing upstream', () => {
  it('answers 502 JSON with a clear message when the upstream is down', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const gateway = await startTestGateway({}, { upstreamUrl: `http://127.0.0.1:${closedPort}` });
    try {
      const started = Date.now();
      const answer = await fetch(`${gateway.base}/toplist`);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({
        code: 502,
        msg: 'The music API cannot be reached (ECONNREFUSED)',
      });
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(gateway.logs.text).toContain('NetEase upstream call failed');
    } finally {
      await gateway.close();
    }
  });

  it('answers 504 JSON when the upstream does not answer within the timeout', async () => {
    const upstream = await startRecordingUpstream();
    upstream.respond = () => undefined; // never answers
    const gateway = await startTestGateway(
      { UPSTREAM_TIMEOUT_MS: '300' },
      { upstreamUrl: upstream.url },
    );
    try {
      const answer = await fetch(`${gateway.base}/toplist`);
      expect(answer.status).toBe(504);
      expect(await answer.json()).toEqual({
        code: 504,
        msg: 'The music API did not answer within 0.3 s',
      });
      const metrics = await (await fetch(gateway.base.replace(/\/api$/, '/metrics'))).text();
      expect(metrics).toMatch(
        /cadenza_upstream_errors_total\{upstream="netease",reason="timeout"\} 1/,
      );
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });
});
