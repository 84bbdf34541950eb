import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadGatewayCookies, type CookieJarStorage } from './cookie-jar';
import { createGatewayForwarder } from './gateway-forwarder';

/** A stand-in gateway on loopback that records what it was asked and answers by path. */
function startGateway(): Promise<{ server: Server; origin: string; seen: IncomingMessage[] }> {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/api/login') {
        res.setHeader('set-cookie', 'cadenza_session=sealed; Path=/; HttpOnly; SameSite=Lax');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ body: Buffer.concat(chunks).toString() }));
      } else if (req.url === '/moved') {
        res.writeHead(302, { location: `http://127.0.0.1:${port()}/elsewhere` }).end();
      } else if (req.url === '/unchanged') {
        res.writeHead(304).end();
      } else {
        res.setHeader('content-type', 'text/plain');
        res.end(`path ${req.url}`);
      }
    });
  });
  const port = () => (server.address() as AddressInfo).port;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${port()}`, seen }),
    ),
  );
}

function memoryStorage(initial: unknown = null): CookieJarStorage & { saved: unknown } {
  const storage = {
    saved: initial,
    read: async () => storage.saved,
    write: async (value: unknown) => {
      storage.saved = value;
    },
  };
  return storage;
}

describe('createGatewayForwarder', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeEach(async () => {
    gateway = await startGateway();
  });
  afterEach(() => new Promise((resolve) => gateway.server.close(resolve)));

  it('answers app://cadenza/… from the gateway, wherever it listens', async () => {
    const cookies = await loadGatewayCookies(memoryStorage(), jest.fn());
    const forward = createGatewayForwarder({ gatewayOrigin: () => gateway.origin, fetch, cookies });
    const answer = await forward(new Request('app://cadenza/music-list/7?type=album'));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('path /music-list/7?type=album');
  });

  it('refuses any other host or scheme without asking the gateway', async () => {
    const cookies = await loadGatewayCookies(memoryStorage(), jest.fn());
    const forward = createGatewayForwarder({ gatewayOrigin: () => gateway.origin, fetch, cookies });
    for (const url of ['app://elsewhere/api/x', 'other://cadenza/api/x']) {
      expect((await forward(new Request(url))).status).toBe(404);
    }
    expect(gateway.seen).toHaveLength(0);
  });

  it('keeps the session cookie in main: out of the answer, into the next request, across ports', async () => {
    const storage = memoryStorage();
    const cookies = await loadGatewayCookies(storage, jest.fn());
    const forward = createGatewayForwarder({ gatewayOrigin: () => gateway.origin, fetch, cookies });
    const login = await forward(
      new Request('app://cadenza/api/login', {
        method: 'POST',
        body: 'phone=1',
        headers: { cookie: 'forged=1', origin: 'app://cadenza' },
      }),
    );
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(await login.json()).toEqual({ body: 'phone=1' });
    expect(gateway.seen[0]?.headers['cookie']).toBeUndefined();

    // Next launch: the jar comes back from storage and the gateway moved to another port.
    const moved = await startGateway();
    try {
      const reloaded = await loadGatewayCookies(storage, jest.fn());
      const again = createGatewayForwarder({
        gatewayOrigin: () => moved.origin,
        fetch,
        cookies: reloaded,
      });
      await (await again(new Request('app://cadenza/api/user/account'))).text();
      expect(moved.seen[0]?.headers['cookie']).toBe('cadenza_session=sealed');
    } finally {
      await new Promise((resolve) => moved.server.close(resolve));
    }
  });

  it('keeps redirects to the gateway on the app origin and passes bodiless answers', async () => {
    const cookies = await loadGatewayCookies(memoryStorage(), jest.fn());
    const forward = createGatewayForwarder({ gatewayOrigin: () => gateway.origin, fetch, cookies });
    const moved = await forward(new Request('app://cadenza/moved'));
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/elsewhere');
    expect((await forward(new Request('app://cadenza/unchanged'))).status).toBe(304);
  });

  it('starts with an empty jar, and says so, when the stored one is corrupt', async () => {
    const onCorrupt = jest.fn();
    const cookies = await loadGatewayCookies(memoryStorage('{"not":"a jar"'), onCorrupt);
    expect(onCorrupt).toHaveBeenCalledTimes(1);
    expect(cookies.header(`${gateway.origin}/api/x`)).toBe('');
  });
});
