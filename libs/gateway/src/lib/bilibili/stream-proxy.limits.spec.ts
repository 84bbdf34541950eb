import { get as httpGet, type RequestListener } from 'node:http';
import { Readable } from 'node:stream';
import { mediaPoolSockets } from '../net/media-agent-pool';
import {
  activeStreams,
  eventually,
  startBilibiliGateway,
  startTestServer,
  upstreamErrorCount,
  type BilibiliTestGateway,
  type TestServer,
} from './bilibili.spec-harness';

const FIRST_PART = Buffer.alloc(16 * 1024, 7);
const REST = Buffer.alloc(48 * 1024, 9);
const WHOLE = Buffer.concat([FIRST_PART, REST]);

/** A loopback media host counting its requests and open connections. */
async function startMediaHost(listener: RequestListener) {
  let requests = 0;
  let open = 0;
  const running = await startTestServer((req, res) => {
    requests++;
    listener(req, res);
  });
  running.server.on('connection', (socket) => {
    open++;
    socket.on('close', () => open--);
  });
  return { ...running, requests: () => requests, open: () => open };
}

/** `promise`'s value, or undefined when it has not settled within `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const proxied = (gateway: BilibiliTestGateway, url: string) =>
  `${gateway.base}/stream-proxy?url=${encodeURIComponent(url)}`;

describe('stream proxy limit of streams per media host', () => {
  const LIMIT = 64;
  let media: TestServer & { requests(): number; open(): number };
  let gateway: BilibiliTestGateway;
  const held: (() => void)[] = [];

  beforeAll(async () => {
    // Sends the first part of a song, then holds the rest until the spec releases it: streams
    // that stay in flight exactly as long as the spec wants.
    media = await startMediaHost((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'audio/mp4', 'Content-Length': WHOLE.length });
      res.write(FIRST_PART);
      held.push(() => res.end(REST));
    });
    gateway = await startBilibiliGateway({
      config: {
        apiUrl: 'http://127.0.0.1:9',
        trustedMediaOrigins: [media.base],
        maxStreamsPerHost: LIMIT,
      },
      // Long, so a request left waiting for a socket could not pass for a quick failure.
      timeoutMs: 10_000,
    });
  });
  afterAll(async () => {
    await gateway.close();
    await media.close();
  });

  async function askAtOnce(count: number) {
    const url = proxied(gateway, `${media.base}/song.m4s`);
    const answers = Promise.all(
      Array.from({ length: count }, async () => {
        const started = Date.now();
        const response = await fetch(url);
        return { response, ms: Date.now() - started };
      }),
    );
    // The served streams are held open by the media host until released below, so a request
    // queued behind them could not be answered before then: all answering now proves that no
    // request was left waiting for a socket.
    const settled = await within(answers, 5000);
    if (!settled) throw new Error('some requests were neither served nor refused in 5 s');
    return settled;
  }

  async function finish(served: { response: Response }[]) {
    for (const release of held.splice(0)) release();
    const bodies = await Promise.all(served.map(({ response }) => response.arrayBuffer()));
    return bodies.map((body) => Buffer.from(body).equals(WHOLE));
  }

  it('serves the limit, refuses the rest at once with 503 and Retry-After, and leaves nothing open', async () => {
    const answers = await askAtOnce(LIMIT + 6);
    const served = answers.filter(({ response }) => response.status === 200);
    const refused = answers.filter(({ response }) => response.status === 503);
    expect([served.length, refused.length]).toEqual([LIMIT, 6]);
    for (const { response, ms } of refused) {
      expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(await response.json()).toEqual({
        code: 503,
        message: 'Too many streams from this media host right now; try again shortly',
      });
      // Generous: the point is "not after a socket or a timeout", proven above.
      expect(ms).toBeLessThan(2000);
    }
    // A refused stream never reached the media host.
    expect(media.requests()).toBe(LIMIT);
    expect(await activeStreams(gateway.metrics)).toBe(LIMIT);

    expect(await finish(served)).toEqual(Array(LIMIT).fill(true));
    expect(await eventually(async () => (await activeStreams(gateway.metrics)) === 0)).toBe(true);
    // Every socket still open to the host is an idle kept-alive one the pool knows about.
    expect(await eventually(() => mediaPoolSockets().inUse === 0)).toBe(true);
    expect(await eventually(() => media.open() === mediaPoolSockets().free)).toBe(true);

    // Every slot came back: the host takes a full set of streams again.
    const again = await askAtOnce(LIMIT);
    expect(again.every(({ response }) => response.status === 200)).toBe(true);
    expect(await finish(again)).toEqual(Array(LIMIT).fill(true));
  });
});

describe('stream proxy when the media host stalls', () => {
  const IDLE_MS = 300;
  const BIG = 64 * 1024 * 1024;
  let media: TestServer & { requests(): number; open(): number };
  let gateway: BilibiliTestGateway;

  beforeAll(async () => {
    media = await startMediaHost((req, res) => {
      if (req.url === '/ok') return void res.end('ok');
      if (req.url === '/big') {
        // More than every buffer between the host and a client that does not read can hold.
        res.writeHead(200, { 'Content-Length': BIG });
        const chunk = Buffer.alloc(1024 * 1024, 3);
        Readable.from(Array.from({ length: BIG / chunk.length }, () => chunk)).pipe(res);
        return;
      }
      // Headers and part of the body, then silence on an open socket.
      res.writeHead(200, { 'Content-Type': 'audio/mp4', 'Content-Length': WHOLE.length });
      res.write(FIRST_PART);
    });
    gateway = await startBilibiliGateway({
      config: {
        apiUrl: 'http://127.0.0.1:9',
        trustedMediaOrigins: [media.base],
        streamIdleTimeoutMs: IDLE_MS,
        maxStreamsPerHost: 1,
      },
    });
  });
  afterAll(async () => {
    await gateway.close();
    await media.close();
  });

  it('cuts the stream after the idle timeout, counts it, and gives its slot back', async () => {
    const started = Date.now();
    const response = await fetch(proxied(gateway, `${media.base}/stall.m4s`));
    expect(response.status).toBe(200);
    const body = response.arrayBuffer().then(
      () => 'complete',
      () => 'cut',
    );
    expect(await within(body, 10 * IDLE_MS)).toBe('cut');
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS - 10);
    expect(await eventually(async () => (await activeStreams(gateway.metrics)) === 0)).toBe(true);
    expect(await upstreamErrorCount(gateway.metrics, 'bilibili-media', 'idle_timeout')).toBe(1);
    expect(await upstreamErrorCount(gateway.metrics, 'bilibili-media', 'interrupted')).toBe(0);
    // The upstream request was destroyed with it.
    expect(await eventually(() => media.open() === 0)).toBe(true);
    // With one stream allowed per host, the next one is served only if the slot came back.
    const next = await fetch(proxied(gateway, `${media.base}/ok`));
    expect([next.status, await next.text()]).toEqual([200, 'ok']);
  });

  it('does not count a client that is slow to read as a stalled host', async () => {
    const received = await new Promise<number>((resolve, reject) => {
      const request = httpGet(proxied(gateway, `${media.base}/big`), (response) => {
        // Not reading for several idle timeouts fills every buffer and pauses the upstream.
        setTimeout(() => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
          response.on('error', reject);
        }, 4 * IDLE_MS);
      });
      request.on('error', reject);
    });
    expect(received).toBe(BIG);
    expect(await upstreamErrorCount(gateway.metrics, 'bilibili-media', 'idle_timeout')).toBe(1);
  });
});
