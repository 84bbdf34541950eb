import { DEFAULT_REMOTE_CONTROL } from '@cadenza/settings';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { canonicalIp, isClientAllowed, isLoopback } from './access-policy';
import { startRemote, type RemoteHarness } from './remote-control.spec-harness';

/** A TCP port something else holds, for the port-in-use case. */
function occupyPort(): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** This machine's first non-loopback IPv4 address, if it has one. */
const externalIpv4 = Object.values(networkInterfaces())
  .flat()
  .find((info) => info && !info.internal && info.family === 'IPv4')?.address;

describe('access policy', () => {
  it.each([
    ['::ffff:192.168.1.20', [], true],
    ['192.168.1.20', ['192.168.1.20'], true],
    ['::ffff:192.168.1.20', ['192.168.1.20'], true],
    ['192.168.1.20', ['::ffff:192.168.1.20'], true],
    ['::1', ['0:0:0:0:0:0:0:1'], true],
    ['192.168.1.21', ['192.168.1.20'], false],
    [undefined, ['192.168.1.20'], false],
  ])('client %p with allow list %p is allowed: %p', (ip, allowed, ok) => {
    expect(isClientAllowed(ip, allowed)).toBe(ok);
  });

  it('spells addresses one way and knows loopback', () => {
    expect(canonicalIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalIp('nope')).toBeNull();
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('192.168.1.2')).toBe(false);
  });
});

describe('remote control: where it listens and who may call', () => {
  let harness: RemoteHarness | undefined;
  afterEach(async () => {
    await harness?.stop();
    harness = undefined;
  });

  it('listens nowhere while off (the default)', async () => {
    harness = await startRemote({ settings: { enabled: false } });
    expect(DEFAULT_REMOTE_CONTROL.enabled).toBe(false);
    expect(harness.remote.state().server).toEqual({
      state: 'off',
      port: null,
      urls: [],
      error: null,
    });
    expect(harness.remote.server.address()).toBeNull();
  });

  it('binds loopback only unless LAN access is chosen', async () => {
    harness = await startRemote();
    expect(harness.remote.server.address()?.address).toBe('127.0.0.1');
    const { port, urls } = harness.remote.state().server;
    expect(urls).toEqual([`http://127.0.0.1:${port}/`]);
    if (externalIpv4) {
      // Another computer would reach this machine on its network address: nothing answers there.
      await expect(fetch(`http://${externalIpv4}:${port}/now-playing`)).rejects.toThrow();
    }
  });

  it('binds every interface with LAN access and lists the network addresses', async () => {
    harness = await startRemote({ settings: { lanAccess: true } });
    expect(['::', '0.0.0.0']).toContain(harness.remote.server.address()?.address);
    const { token } = await harness.pair('read');
    expect((await harness.request('/now-playing', { token })).status).toBe(200);
  });

  it('admits only the allowed IPs, IPv4-mapped clients included; an empty list admits all', async () => {
    // Dual-stack: the loopback client arrives as ::ffff:127.0.0.1 and must match 127.0.0.1.
    harness = await startRemote({ settings: { lanAccess: true, allowedIps: ['127.0.0.1'] } });
    const { token } = await harness.pair('read');
    expect((await harness.request('/now-playing', { token })).status).toBe(200);

    await harness.remote.applySettings({
      ...DEFAULT_REMOTE_CONTROL,
      enabled: true,
      port: 0,
      lanAccess: true,
      allowedIps: ['10.9.8.7'],
    });
    const refused = await harness.request('/now-playing', { token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'ip-not-allowed' });
    // Pairing too: an address that is not allowed cannot even try a code.
    const { code } = harness.remote.pairing.create('control');
    const pairing = await harness.request('/pair', {
      method: 'POST',
      body: JSON.stringify({ code }),
    });
    expect(pairing.status).toBe(403);

    await harness.remote.applySettings({
      ...DEFAULT_REMOTE_CONTROL,
      enabled: true,
      port: 0,
      lanAccess: true,
      allowedIps: [],
    });
    expect((await harness.request('/now-playing', { token })).status).toBe(200);
  });

  it('answers no CORS unless the origin is allowed, and refuses pages of other origins', async () => {
    harness = await startRemote({ settings: { allowedOrigins: ['https://remote.example'] } });
    const { token } = await harness.pair('control');
    const plain = await harness.request('/now-playing', { token });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();

    const foreign = await harness.request('/now-playing', {
      token,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await foreign.json()).toMatchObject({ error: 'origin-not-allowed' });

    const allowed = await harness.request('/now-playing', {
      token,
      headers: { origin: 'https://remote.example' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://remote.example');

    const preflight = await harness.request('/player/next', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://remote.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(harness.commands).toEqual([]);
  });

  it('follows the settings: a new port moves it, off stops it, a taken port is reported', async () => {
    harness = await startRemote();
    const firstPort = harness.remote.state().server.port;
    const taken = await occupyPort();
    try {
      await harness.remote.applySettings({
        ...DEFAULT_REMOTE_CONTROL,
        enabled: true,
        port: taken.port,
      });
      expect(harness.remote.state().server).toMatchObject({
        state: 'failed',
        port: taken.port,
        error: 'port-in-use',
      });
      await expect(fetch(`http://127.0.0.1:${firstPort}/`)).rejects.toThrow();
      // Settings heard every step.
      expect(harness.states.map((state) => state.server.state)).toEqual([
        'starting',
        'listening',
        'starting',
        'failed',
      ]);
    } finally {
      await taken.close();
    }
    await harness.remote.applySettings({
      ...DEFAULT_REMOTE_CONTROL,
      enabled: true,
      port: taken.port,
    });
    expect(harness.remote.state().server.state).toBe('listening');
    await harness.remote.applySettings({
      ...DEFAULT_REMOTE_CONTROL,
      enabled: false,
      port: taken.port,
    });
    expect(harness.remote.state().server.state).toBe('off');
    await expect(fetch(`http://127.0.0.1:${taken.port}/`)).rejects.toThrow();
  });
});
