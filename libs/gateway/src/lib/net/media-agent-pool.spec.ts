import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEDIA_POOL_SOFT_CAP, mediaPoolCount } from './media-agent-pool';
import type { ApprovedMediaTarget } from './media-target-guard';
import { openPinnedRequest } from './pinned-request';

/** What every held stream sends: a first part at once, the rest when released. */
const FIRST_PART = Buffer.alloc(16 * 1024, 7);
const REST = Buffer.alloc(48 * 1024, 9);
const WHOLE = Buffer.concat([FIRST_PART, REST]);

interface LoopbackServer {
  port: number;
  /** Connections open right now. */
  open(): number;
  close(): Promise<void>;
}

/** A loopback server counting its open connections. */
async function startServer(listener: RequestListener): Promise<LoopbackServer> {
  const server = createServer(listener);
  let open = 0;
  server.on('connection', (socket) => {
    open++;
    socket.on('close', () => open--);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    open: () => open,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request for `host` pinned to IPv4 loopback: every host name gets a pool of its own. */
function pinned(host: string, port: number, path: string) {
  const target: ApprovedMediaTarget = {
    ok: true,
    url: new URL(`http://${host}:${port}${path}`),
    address: '127.0.0.1',
    family: 4,
    trusted: false,
  };
  return openPinnedRequest(target, { method: 'GET', headers: {}, timeoutMs: 5000 });
}

/** The whole body, or undefined when the stream was cut before its end. */
function bodyOrCut(response: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', () => resolve(undefined));
    response.on('close', () => resolve(response.complete ? Buffer.concat(chunks) : undefined));
  });
}

async function eventually(check: () => boolean, timeoutMs = 3000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

describe('the media connection pools', () => {
  let media: LoopbackServer;
  let other: LoopbackServer;
  const held: (() => void)[] = [];
  let fillers = 0;

  beforeAll(async () => {
    // Sends the first part of a file, then holds the rest until the spec releases it: a live
    // stream whose end the spec controls.
    media = await startServer((_req, res) => {
      res.writeHead(200, { 'Content-Length': String(WHOLE.length) });
      res.write(FIRST_PART);
      held.push(() => res.end(REST));
    });
    other = await startServer((_req, res) => res.end('ok'));
  });
  afterAll(async () => {
    await media.close();
    await other.close();
  });

  /** One short request to each of `count` hosts never asked before: `count` new pools. */
  async function useNewPools(count: number) {
    for (let i = 0; i < count; i++) {
      const response = await pinned(`other-${fillers++}.pool.test`, other.port, '/').response;
      expect(await bodyOrCut(response)).toEqual(Buffer.from('ok'));
    }
  }

  /** Starts `count` held streams, each to a host of its own, once all are under way. */
  async function startStreams(prefix: string, count: number) {
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) => pinned(`${prefix}-${i}.pool.test`, media.port, '/')),
    ).then((requests) => Promise.all(requests.map((request) => request.response)));
    const bodies = responses.map(bodyOrCut);
    expect(await eventually(() => held.length === count)).toBe(true);
    return bodies;
  }

  async function finishStreams(bodies: Promise<Buffer | undefined>[]) {
    for (const release of held.splice(0)) release();
    const received = await Promise.all(bodies);
    return received.map((body) => body?.equals(WHOLE) ?? false);
  }

  it('never closes a pool that carries a live stream while 100 other hosts come and go', async () => {
    const bodies = await startStreams('stream', 10);
    await useNewPools(100);
    expect(mediaPoolCount()).toBeLessThanOrEqual(MEDIA_POOL_SOFT_CAP + 1);
    expect(await finishStreams(bodies)).toEqual(Array(10).fill(true));
    // Once idle, the streams' pools are the least recently used: new hosts close them, and
    // their kept-alive sockets with them.
    expect(media.open()).toBeGreaterThan(0);
    await useNewPools(MEDIA_POOL_SOFT_CAP);
    expect(await eventually(() => media.open() === 0)).toBe(true);
    expect(mediaPoolCount()).toBeLessThanOrEqual(MEDIA_POOL_SOFT_CAP);
  });

  it('grows past its soft cap while every pool is busy, then shrinks back', async () => {
    const count = MEDIA_POOL_SOFT_CAP + 6;
    const bodies = await startStreams('busy', count);
    expect(mediaPoolCount()).toBeGreaterThanOrEqual(count);
    expect(await finishStreams(bodies)).toEqual(Array(count).fill(true));
    await useNewPools(MEDIA_POOL_SOFT_CAP);
    expect(mediaPoolCount()).toBeLessThanOrEqual(MEDIA_POOL_SOFT_CAP);
    expect(await eventually(() => media.open() === 0)).toBe(true);
  });
});
