import { get as httpGet } from 'node:http';
import type { Socket } from 'node:net';
import { startSim, type RunningSim } from '@cadenza/ncm-sim';
import {
  activeStreams,
  eventually,
  startBilibiliGateway,
  startTestServer,
  upstreamErrorCount,
  type BilibiliTestGateway,
  type TestServer,
} from './bilibili.spec-harness';

const REFERER = { Referer: 'https://www.bilibili.com/' };

describe('stream proxy against the simulated CDN', () => {
  let sim: RunningSim;
  let gateway: BilibiliTestGateway;
  let redirector: TestServer;
  let streamUrl: string;
  let coverUrl: string;
  let media: Buffer;

  beforeAll(async () => {
    sim = await startSim({ port: 0 });
    redirector = await startTestServer((req, res) => {
      if (req.url === '/file')
        return void res.writeHead(200, { 'content-length': '5' }).end('bytes');
      const target = req.url === '/to-cdn' ? streamUrl : `${redirector.base}/loop`;
      res.writeHead(302, { Location: target }).end('<html>moved</html>');
    });
    gateway = await startBilibiliGateway({
      config: {
        apiUrl: sim.urls.bilibiliApi,
        trustedMediaOrigins: [sim.urls.bilibiliCdn, `${redirector.base}/`],
      },
    });
    const dash = sim.world.catalogue.bilibili.find((video) => video.streamForm === 'dash');
    const cid = dash?.pages[0]?.cid;
    if (!dash || cid === undefined) throw new Error('the simulator has no DASH video');
    const play = (await (
      await fetch(`${gateway.base}/playurl?bvid=${dash.bvid}&cid=${cid}`)
    ).json()) as {
      data: { dash: { audio: { baseUrl: string }[] } };
    };
    streamUrl = play.data.dash.audio[0]?.baseUrl ?? '';
    const view = (await (await fetch(`${gateway.base}/video/detail?bvid=${dash.bvid}`)).json()) as {
      data: { pic: string };
    };
    coverUrl = view.data.pic;
    media = Buffer.from(await (await fetch(streamUrl, { headers: REFERER })).arrayBuffer());
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await redirector?.close();
    await sim?.close();
  });

  afterEach(async () => {
    expect(await eventually(async () => (await activeStreams(gateway.metrics)) === 0)).toBe(true);
  });

  const proxied = (url: string) => `${gateway.base}/stream-proxy?url=${encodeURIComponent(url)}`;

  it('keeps the media connection alive across finished answers', async () => {
    let connections = 0;
    const count = () => connections++;
    redirector.server.on('connection', count);
    try {
      for (let i = 0; i < 3; i++) {
        const response = await fetch(proxied(`${redirector.base}/file`));
        expect(await response.text()).toBe('bytes');
      }
      expect(connections).toBe(1);
    } finally {
      redirector.server.off('connection', count);
    }
  });

  it('needs the Referer upstream, which the proxy adds', async () => {
    expect((await fetch(streamUrl)).status).toBe(403);
    expect(media.length).toBeGreaterThan(1000);
  });

  it('streams the whole file with safe headers only', async () => {
    const response = await fetch(proxied(streamUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mp4');
    expect(response.headers.get('content-length')).toBe(String(media.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The CDN's own CORS headers are not among the passed ones.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(media)).toBe(true);
  });

  it('passes a Range through: 206 with Content-Range and exactly those bytes', async () => {
    const response = await fetch(proxied(streamUrl), { headers: { Range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${media.length}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(media.subarray(100, 200))).toBe(true);
  });

  it("passes a 416 through without the CDN's error text", async () => {
    const response = await fetch(proxied(streamUrl), {
      headers: { Range: `bytes=${media.length + 10}-` },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${media.length}`);
    expect(await response.text()).toBe('');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(proxied(streamUrl), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(media.length));
    expect(response.headers.get('content-type')).toBe('audio/mp4');
    expect(await response.text()).toBe('');
  });

  it("proxies a cover image and keeps the CDN's Cache-Control", async () => {
    expect(coverUrl.startsWith(`${sim.urls.bilibiliCdn}/bfs/archive/`)).toBe(true);
    const response = await fetch(proxied(coverUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('turns a CDN error page into a 502 JSON error', async () => {
    const before = await upstreamErrorCount(gateway.metrics, 'bilibili-media', 'http_status');
    const response = await fetch(proxied(`${sim.urls.bilibiliCdn}/no/such/file.m4s`));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      code: 502,
      message: 'The media host answered HTTP 404',
    });
    expect(await upstreamErrorCount(gateway.metrics, 'bilibili-media', 'http_status')).toBe(
      before + 1,
    );
  });

  it('turns a dropped connection into a 502', async () => {
    await fetch(`${sim.urls.netease}/__sim/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service: 'bilibili-cdn',
        route: '/upgcxcode/*',
        drop: true,
        times: 1,
      }),
    });
    const response = await fetch(proxied(streamUrl));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      code: 502,
      message: 'The media host could not be reached',
    });
  });

  it('follows a redirect to an allowed target, with the Range kept', async () => {
    const response = await fetch(proxied(`${redirector.base}/to-cdn`), {
      headers: { Range: 'bytes=0-9' },
    });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer()).equals(media.subarray(0, 10))).toBe(true);
  });

  it('stops after three redirects', async () => {
    let hits = 0;
    redirector.server.prependListener('request', () => hits++);
    const response = await fetch(proxied(`${redirector.base}/loop`));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      code: 502,
      message: 'The media host redirected too many times',
    });
    expect(hits).toBe(4);
  });
});

describe('stream proxy when the client goes away', () => {
  let slow: TestServer;
  let gateway: BilibiliTestGateway;
  const closedAt: number[] = [];
  const methods: (string | undefined)[] = [];
  let upstreamSockets: Socket[] = [];

  beforeAll(async () => {
    // Streams a chunk every 50 ms for ever, like a long file on a slow CDN.
    slow = await startTestServer((req, res) => {
      methods.push(req.method);
      res.writeHead(200, { 'Content-Type': 'audio/mp4' });
      // Node holds a HEAD answer's headers until end() unless told to send them.
      res.flushHeaders();
      let sent = 0;
      const timer = setInterval(() => {
        res.write(Buffer.alloc(16 * 1024, 1));
        // `/break` dies half-way, as a CDN node that goes down mid-file.
        if (++sent === 2 && req.url === '/break') req.socket.destroy();
      }, 50);
      res.on('close', () => clearInterval(timer));
    });
    slow.server.on('connection', (socket) => {
      upstreamSockets.push(socket);
      socket.on('close', () => closedAt.push(Date.now()));
    });
    gateway = await startBilibiliGateway({
      config: { apiUrl: 'http://127.0.0.1:9', trustedMediaOrigins: [slow.base] },
    });
  });
  afterAll(async () => {
    await gateway.close();
    await slow.close();
  });

  it('destroys the upstream request within a second and releases the stream gauge', async () => {
    upstreamSockets = [];
    const url = `${gateway.base}/stream-proxy?url=${encodeURIComponent(`${slow.base}/long.m4s`)}`;
    const abortedAt = await new Promise<number>((resolve, reject) => {
      const request = httpGet(url, (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received >= 32 * 1024) {
            request.destroy();
            resolve(Date.now());
          }
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    expect(upstreamSockets).toHaveLength(1);
    expect(await eventually(() => closedAt.length === 1, 1000)).toBe(true);
    expect((closedAt[0] ?? Infinity) - abortedAt).toBeLessThan(1000);
    expect(await eventually(async () => (await activeStreams(gateway.metrics)) === 0, 1000)).toBe(
      true,
    );
    // A client that leaves is not an upstream failure.
    expect(await upstreamErrorCount(gateway.metrics, 'bilibili-media', 'interrupted')).toBe(0);
  });

  it('counts the stream while it is piped', async () => {
    const aborter = new AbortController();
    const url = `${gateway.base}/stream-proxy?url=${encodeURIComponent(`${slow.base}/long.m4s`)}`;
    const response = await fetch(url, { signal: aborter.signal });
    expect(response.status).toBe(200);
    expect(await activeStreams(gateway.metrics)).toBe(1);
    aborter.abort();
    expect(await eventually(async () => (await activeStreams(gateway.metrics)) === 0, 1000)).toBe(
      true,
    );
  });

  it('sends HEAD upstream as HEAD', async () => {
    methods.length = 0;
    const url = `${gateway.base}/stream-proxy?url=${encodeURIComponent(`${slow.base}/long.m4s`)}`;
    const response = await fetch(url, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(methods).toEqual(['HEAD']);
  });

  it('cuts the client off and counts an interruption when the upstream breaks mid-file', async () => {
    const url = `${gateway.base}/stream-proxy?url=${encodeURIComponent(`${slow.base}/break`)}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(await eventually(async () => (await activeStreams(gateway.metrics)) === 0, 1000)).toBe(
      true,
    );
    expect(await upstreamErrorCount(gateway.metrics, 'bilibili-media', 'interrupted')).toBe(1);
  });
});
