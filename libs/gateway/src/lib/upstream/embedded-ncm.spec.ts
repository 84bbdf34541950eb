// The module object itself (a namespace import would be a copy), so jest.spyOn reaches the code under test.
import net from 'node:net';
import { connect, createServer as createTcpServer, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { startFakeCloud, type FakeCloud } from '../../testing/fake-cloud.spec-harness';
import { startEmbeddedNcm, type EmbeddedNcm } from './embedded-ncm';

// dotenv inside the package prints a tip per config() otherwise.
process.env['DOTENV_CONFIG_QUIET'] = 'true';

/** Answers of the fake cloud host, by upstream path (found by running the real package). */
const CLOUD_ANSWERS: Record<string, object> = {
  '/weapi/v3/song/detail': {
    code: 200,
    songs: [{ id: 1, name: 'Fake cloud song', ar: [{ id: 7, name: 'Fake artist' }] }],
    privileges: [{ id: 1, fee: 0 }],
  },
  '/eapi/song/lyric': { code: 200, lrc: { version: 1, lyric: '[00:00.00] fake lyric' } },
  '/eapi/login/qrcode/unikey': { code: 200, unikey: 'fake-unikey' },
};

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** Resolves whether a TCP connection to host:port is accepted. */
function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Resolves once a fresh server could listen on host:port (and has released it again). */
function canListen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createTcpServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** A stand-in for the free-port probe that always "finds" `port`, to force a bind race. */
function probeReporting(port: number): net.Server {
  const probe = {
    once: () => probe,
    listen: (_port: number, _host: string, onListening: () => void) => onListening(),
    address: (): AddressInfo => ({ address: '127.0.0.1', family: 'IPv4', port }),
    close: (onClosed: (error?: Error) => void) => onClosed(),
  };
  return probe as unknown as net.Server;
}

/** How long server.js caches a 200 answer ('2 minutes'). */
const CACHE_MS = 120_000;

// The fake cloud outlives all groups; each group starts its own embedded server.
let cloud: FakeCloud;

beforeAll(async () => {
  cloud = await startFakeCloud(CLOUD_ANSWERS);
});

afterAll(() => cloud.close());

beforeEach(() => {
  cloud.seen.length = 0;
  // The package logs a banner and one line per request to the console.
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('startEmbeddedNcm', () => {
  let ncm: EmbeddedNcm;

  // Requiring the package takes about a second on a 2-core machine.
  beforeAll(async () => {
    // Its start-up banner; restoreMocks puts console back before the first test.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    ncm = await startEmbeddedNcm();
  }, 30_000);

  afterAll(() => ncm.close());

  it('listens on a non-zero port of 127.0.0.1 only', async () => {
    expect(ncm.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const port = portOf(ncm.url);
    expect(port).toBeGreaterThan(0);
    await expect(canConnect('127.0.0.1', port)).resolves.toBe(true);
    // Bound to the loopback address, not 0.0.0.0: the machine's other addresses refuse, and on
    // Linux (where all of 127/8 is loopback) so does 127.0.0.2, which a 0.0.0.0 bind would accept.
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((info) => info !== undefined && !info.internal && info.family === 'IPv4')
      .map((info) => info?.address ?? '');
    if (process.platform === 'linux') others.push('127.0.0.2');
    for (const address of others) {
      await expect(canConnect(address, port)).resolves.toBe(false);
    }
  });

  it('sends /song/detail to the `domain` host as an encrypted weapi POST and answers its JSON', async () => {
    const response = await fetch(`${ncm.url}/song/detail?ids=1&domain=${cloud.origin}`);

    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual(CLOUD_ANSWERS['/weapi/v3/song/detail']);
    expect(cloud.seen).toHaveLength(1);
    const [seen] = cloud.seen;
    expect(seen?.method).toBe('POST');
    expect(seen?.path).toBe('/weapi/v3/song/detail');
    expect(seen?.contentType).toContain('application/x-www-form-urlencoded');
    // weapi: AES-encrypted base64 `params` plus the RSA-encrypted key; no plain ids in the body.
    expect(seen?.form.get('params')).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(seen?.form.get('encSecKey')).toMatch(/^[0-9a-f]{256}$/);
    expect(seen?.form.has('ids')).toBe(false);
  });

  it('sends /lyric to the `domain` host as an encrypted eapi POST', async () => {
    const response = await fetch(`${ncm.url}/lyric?id=1&domain=${cloud.origin}`);

    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual(CLOUD_ANSWERS['/eapi/song/lyric']);
    expect(cloud.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /eapi/song/lyric',
    ]);
    // eapi: one hex `params` field (AES-ECB over "uri-36cd479b6b5-body-36cd479b6b5-digest").
    expect(cloud.seen[0]?.form.get('params')).toMatch(/^[0-9A-F]+$/);
    expect([...(cloud.seen[0]?.form.keys() ?? [])]).toEqual(['params']);
  });

  it('wraps the cloud answer of /login/qr/key, sent as eapi to the qrcode path', async () => {
    const response = await fetch(`${ncm.url}/login/qr/key?domain=${cloud.origin}`);

    expect(cloud.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /eapi/login/qrcode/unikey',
    ]);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({
      code: 200,
      data: CLOUD_ANSWERS['/eapi/login/qrcode/unikey'],
    });
  });

  it('turns an HTTP error of the cloud into a 502 with the client library message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${ncm.url}/album?id=5&domain=${cloud.origin}`);

    expect(cloud.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /weapi/v1/album/5',
    ]);
    expect(response.status).toBe(502);
    await expect(response.json()).resolves.toEqual({
      code: 502,
      msg: 'Request failed with status code 404',
    });
  });

  it('answers a repeated identical call from its two-minute cache without calling the cloud', async () => {
    // The package's own cache (apicache, 200 answers only), keyed on URL and cookies.
    const url = `${ncm.url}/song/detail?ids=2&domain=${cloud.origin}`;
    await (await fetch(url)).arrayBuffer();
    const again = await fetch(url);

    expect(again.status).toBe(200);
    await expect(again.json()).resolves.toEqual(CLOUD_ANSWERS['/weapi/v3/song/detail']);
    expect(cloud.seen).toHaveLength(1);
  });
});

describe('EmbeddedNcm.close', () => {
  it('frees the port, refuses further calls and stops the cache timers', async () => {
    const ncm = await startEmbeddedNcm({ host: '127.0.0.1' });
    const port = portOf(ncm.url);
    // A cached 200 answer starts two two-minute expiry timers in the package (apicache and its
    // memory store); they are not unref'd, so close() must clear them or Node stays up.
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = jest.spyOn(globalThis, 'clearTimeout');
    const response = await fetch(`${ncm.url}/song/detail?ids=3&domain=${cloud.origin}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const cacheTimers = setTimeoutSpy.mock.calls.flatMap(([, delay], i) =>
      delay === CACHE_MS ? [setTimeoutSpy.mock.results[i]?.value] : [],
    );
    expect(cacheTimers).toHaveLength(2);

    await ncm.close();
    await ncm.close();

    for (const timer of cacheTimers) expect(clearTimeoutSpy).toHaveBeenCalledWith(timer);
    await expect(canListen('127.0.0.1', port)).resolves.toBe(true);
    await expect(fetch(ncm.url)).rejects.toThrow('fetch failed');
  }, 30_000);
});

describe('startEmbeddedNcm on a port taken between probe and bind', () => {
  let blocker: net.Server;
  let blockedPort: number;

  beforeAll(async () => {
    blocker = createTcpServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    blockedPort = (blocker.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('tries another free port', async () => {
    const probe = jest
      .spyOn(net, 'createServer')
      .mockImplementationOnce(() => probeReporting(blockedPort));

    const ncm = await startEmbeddedNcm();
    try {
      expect(probe).toHaveBeenCalledTimes(2);
      expect(portOf(ncm.url)).not.toBe(blockedPort);
      await expect(
        fetch(`${ncm.url}/song/detail?ids=4&domain=${cloud.origin}`),
      ).resolves.toHaveProperty('status', 200);
    } finally {
      await ncm.close();
    }
  }, 30_000);

  it('gives up with the address-in-use error after three attempts', async () => {
    const probe = jest
      .spyOn(net, 'createServer')
      .mockImplementation(() => probeReporting(blockedPort));

    // Close a server that started after all, so a failure here cannot keep jest running.
    const outcome = await startEmbeddedNcm().then(
      (ncm) => ncm.close().then(() => 'started'),
      (error: unknown) => error,
    );
    expect(outcome).toMatchObject({ code: 'EADDRINUSE', port: blockedPort });
    expect(probe).toHaveBeenCalledTimes(3);
  }, 30_000);
});
