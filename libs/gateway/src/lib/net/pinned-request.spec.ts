import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import type { ApprovedMediaTarget } from './media-target-guard';
import { openPinnedRequest, PinnedRequestTimeoutError } from './pinned-request';

interface Seen {
  host: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  remote: string | undefined;
}

/** A loopback server (dual-stack) recording requests; `/hang` never answers. */
async function startRecorder() {
  const seen: Seen[] = [];
  const sockets: Socket[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({
      host: req.headers.host,
      url: req.url,
      headers: req.headers,
      remote: req.socket.remoteAddress,
    });
    if (req.url === '/hang') return;
    res.end('pinned');
  });
  server.on('connection', (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  const port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { seen, sockets, port, close };
}

function target(url: string, address: string, family: 4 | 6): ApprovedMediaTarget {
  return { ok: true, url: new URL(url), address, family, trusted: false };
}

async function bodyOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('openPinnedRequest', () => {
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  beforeEach(async () => {
    recorder = await startRecorder();
  });
  afterEach(() => recorder.close());

  it('reuses a kept-alive connection only for the same host *and* validated address', async () => {
    const fetchOnce = async (address: string, family: 4 | 6) => {
      const { response } = openPinnedRequest(
        target(`http://pool.example.test:${recorder.port}/part.m4s`, address, family),
        { method: 'GET', headers: {}, timeoutMs: 2000 },
      );
      return bodyOf(await response);
    };
    await fetchOnce('127.0.0.1', 4);
    await fetchOnce('127.0.0.1', 4);
    expect(recorder.sockets).toHaveLength(1);
    // Another address for the same name (a new DNS answer, checked anew) never gets that socket.
    await fetchOnce('::1', 6);
    expect(recorder.sockets).toHaveLength(2);
    expect(recorder.seen.map((request) => request.remote)).toEqual([
      '::ffff:127.0.0.1',
      '::ffff:127.0.0.1',
      '::1',
    ]);
  });

  it('connects to the pinned IPv4 address while Host stays the (unresolvable) name', async () => {
    const { response } = openPinnedRequest(
      target(`http://media.example.test:${recorder.port}/a/b.m4s?x=1`, '127.0.0.1', 4),
      { method: 'GET', headers: { Referer: 'https://www.bilibili.com/' }, timeoutMs: 2000 },
    );
    const incoming = await response;
    expect(incoming.statusCode).toBe(200);
    expect(await bodyOf(incoming)).toBe('pinned');
    expect(recorder.seen).toEqual([
      expect.objectContaining({
        host: `media.example.test:${recorder.port}`,
        url: '/a/b.m4s?x=1',
        remote: '::ffff:127.0.0.1',
      }),
    ]);
    expect(recorder.seen[0]?.headers['referer']).toBe('https://www.bilibili.com/');
  });

  it('connects to a pinned IPv6 address', async () => {
    const { response } = openPinnedRequest(
      target(`http://v6.example.test:${recorder.port}/`, '::1', 6),
      {
        method: 'HEAD',
        headers: {},
        timeoutMs: 2000,
      },
    );
    expect((await response).statusCode).toBe(200);
    expect(recorder.seen[0]).toMatchObject({
      host: `v6.example.test:${recorder.port}`,
      remote: '::1',
    });
  });

  it('gives up and closes the socket when no headers arrive in time', async () => {
    const started = Date.now();
    const { response } = openPinnedRequest(
      target(`http://slow.example.test:${recorder.port}/hang`, '127.0.0.1', 4),
      {
        method: 'GET',
        headers: {},
        timeoutMs: 200,
      },
    );
    await expect(response).rejects.toBeInstanceOf(PinnedRequestTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(1500);
    const [socket] = recorder.sockets;
    if (socket && !socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
    expect(socket?.destroyed).toBe(true);
  });

  it('destroys the request when its signal aborts', async () => {
    const aborter = new AbortController();
    const { response } = openPinnedRequest(
      target(`http://gone.example.test:${recorder.port}/hang`, '127.0.0.1', 4),
      {
        method: 'GET',
        headers: {},
        timeoutMs: 5000,
        signal: aborter.signal,
      },
    );
    await new Promise<void>((resolve) => {
      const check = () => (recorder.seen.length > 0 ? resolve() : setTimeout(check, 10));
      check();
    });
    aborter.abort();
    await expect(response).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('openPinnedRequest over https', () => {
  let server: TlsServer;
  const serverNames: string[] = [];
  beforeAll(async () => {
    // No certificate at all: the handshake fails after the ClientHello, which is all this needs
    // to see the SNI name and the address the client reached.
    server = createTlsServer({
      SNICallback: (name, callback) => {
        serverNames.push(name);
        callback(new Error('no certificate in this test'));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the host name as SNI while connecting to the pinned address', async () => {
    const port = (server.address() as AddressInfo).port;
    const { response } = openPinnedRequest(
      target(`https://upos-sz-mirrorcos.bilivideo.com:${port}/x.m4s`, '127.0.0.1', 4),
      { method: 'GET', headers: {}, timeoutMs: 2000 },
    );
    await expect(response).rejects.toThrow();
    expect(serverNames).toEqual(['upos-sz-mirrorcos.bilivideo.com']);
  });
});
