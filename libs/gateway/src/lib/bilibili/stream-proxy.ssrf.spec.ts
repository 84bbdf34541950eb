import http from 'node:http';
import https from 'node:https';
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { ResolveHost } from '../net';
import {
  activeStreams,
  startBilibiliGateway,
  startTestServer,
  type BilibiliTestGateway,
  type TestServer,
} from './bilibili.spec-harness';

/**
 * Every refused target must get a 4xx JSON answer with no connection made. Two witnesses:
 * a loopback canary (dual-stack, not trusted) counting TCP connections, and spies on
 * `http.request`/`https.request` (the only way the proxy opens upstream connections).
 */
describe('stream proxy SSRF guard', () => {
  let canary: Server;
  let canaryPort: number;
  let connections = 0;
  let redirector: TestServer;
  let gateway: BilibiliTestGateway;
  let redirectTo = '';
  const resolveHost = jest.fn<ReturnType<ResolveHost>, Parameters<ResolveHost>>();

  beforeAll(async () => {
    canary = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => canary.listen(0, '::', resolve));
    canaryPort = (canary.address() as AddressInfo).port;
    redirector = await startTestServer((_req, res) => {
      res.writeHead(302, { Location: redirectTo }).end();
    });
    gateway = await startBilibiliGateway({
      config: { apiUrl: 'http://127.0.0.1:9', trustedMediaOrigins: [redirector.base] },
      resolveHost,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await redirector.close();
    await new Promise<void>((resolve) => canary.close(() => resolve()));
  });

  beforeEach(() => {
    connections = 0;
    resolveHost.mockReset();
    resolveHost.mockImplementation(async (hostname) => {
      const table: Record<string, string[]> = {
        'loopback.bilivideo.com': ['127.0.0.1'],
        'private.bilivideo.com': ['10.1.2.3'],
        'mixed.hdslb.com': ['203.119.1.1', '::1'],
        'mapped.hdslb.com': ['::ffff:127.0.0.1'],
      };
      return (table[hostname] ?? []).map((address) => ({
        address,
        family: address.includes(':') ? 6 : 4,
      }));
    });
  });

  function spyOnConnections() {
    return [jest.spyOn(http, 'request'), jest.spyOn(https, 'request')];
  }

  async function proxy(target: string, method = 'GET') {
    const response = await fetch(`${gateway.base}/stream-proxy?url=${encodeURIComponent(target)}`, {
      method,
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), text };
  }

  const targets = (port: number): [string, number][] => [
    [`http://127.0.0.1:${port}/`, 403],
    [`http://[::1]:${port}/`, 403],
    [`http://169.254.169.254/latest/meta-data/`, 403],
    [`http://10.0.0.1:${port}/`, 403],
    [`http://172.16.0.1:${port}/`, 403],
    [`http://192.168.1.1:${port}/`, 403],
    [`http://0.0.0.0:${port}/`, 403],
    [`http://2130706433:${port}/`, 403],
    [`http://0177.0.0.1:${port}/`, 403],
    [`http://[::ffff:127.0.0.1]:${port}/`, 403],
    [`http://cn-sh.bilivideo.com@127.0.0.1:${port}/`, 403],
    [`http://a.bilivideo.com.evil.test:${port}/`, 403],
    // Standard ports: these get as far as DNS, and are refused for what it answers.
    [`http://loopback.bilivideo.com/x.m4s`, 403],
    [`http://private.bilivideo.com/x.m4s`, 403],
    [`https://mixed.hdslb.com/x.png`, 403],
    [`http://mapped.hdslb.com/x.png`, 403],
    // An allowed name on another port is refused for the port, before DNS is asked.
    [`http://a.bilivideo.com:${port}/x.m4s`, 403],
    [`https://i0.hdslb.com:${port}/x.png`, 403],
    [`http://upos-sz.akamaized.net:443/x.m4s`, 403],
    [`http://localhost:${port}/`, 403],
    ['file:///etc/passwd', 403],
    [`ftp://a.bilivideo.com:${port}/x`, 403],
    [`gopher://a.bilivideo.com:${port}/_GET`, 403],
    ['javascript:alert(1)', 403],
    ['not a url', 400],
  ];

  it('refuses every non-public or non-allowed target with no connection made', async () => {
    const spies = spyOnConnections();
    for (const [target, status] of targets(canaryPort)) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await proxy(target, method);
        expect({ target, method, status: answer.status }).toEqual({ target, method, status });
        expect(answer.type).toMatch(/^application\/json/);
        if (method === 'GET') expect(JSON.parse(answer.text)).toMatchObject({ code: status });
      }
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(connections).toBe(0);
    // Only the pattern hosts were looked up; literal addresses never reach DNS.
    expect(new Set(resolveHost.mock.calls.map(([hostname]) => hostname))).toEqual(
      new Set([
        'loopback.bilivideo.com',
        'private.bilivideo.com',
        'mixed.hdslb.com',
        'mapped.hdslb.com',
      ]),
    );
    expect(await activeStreams(gateway.metrics)).toBe(0);
  });

  it('says a non-standard port is the reason, and connects to nothing', async () => {
    const spies = spyOnConnections();
    const answer = await proxy(`http://a.bilivideo.com:${canaryPort}/x.m4s`);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({
      code: 403,
      message:
        'The media host is allowed on its standard port only (or a port its allow-list entry names)',
    });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(resolveHost).not.toHaveBeenCalled();
    expect(connections).toBe(0);
  });

  it('says the scheme is the reason when a trusted http origin is asked over https', async () => {
    const spies = spyOnConnections();
    const answer = await proxy(`https://127.0.0.1:${redirector.port}/media.m4s`);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({
      code: 403,
      message: 'This media origin is allowed over http only',
    });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('answers a missing url with 400 and the original wording', async () => {
    const response = await fetch(`${gateway.base}/stream-proxy`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: '缺少必需参数: url' });
  });

  it('refuses a redirect from a trusted host to any refused target, connecting to nothing else', async () => {
    for (const [target] of targets(canaryPort).filter(([, status]) => status === 403)) {
      redirectTo = target;
      const spies = spyOnConnections();
      const answer = await proxy(`${redirector.base}/media.m4s`);
      expect({ target, status: answer.status }).toEqual({ target, status: 403 });
      expect(JSON.parse(answer.text)).toEqual({
        code: 403,
        message: expect.stringMatching(/^Redirect refused: /),
      });
      // The one connection made is the trusted redirector's.
      const opened = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      expect(opened).toBe(1);
      for (const spy of spies) spy.mockRestore();
    }
    expect(connections).toBe(0);
  });

  it('asks DNS once and pins the connection to that answer, so a rebinding resolver gets nowhere', async () => {
    // First answer public, every later one loopback: a rebinding attack.
    resolveHost.mockImplementation(async () => [
      { address: resolveHost.mock.calls.length === 1 ? '8.8.8.8' : '127.0.0.1', family: 4 },
    ]);
    const original = http.request;
    const seen: http.RequestOptions[] = [];
    // Capture the options the proxy connects with, and keep the test off the internet: the
    // request is sent with a lookup that fails, so nothing leaves the machine.
    jest.spyOn(http, 'request').mockImplementation(((options: http.RequestOptions) => {
      seen.push(options);
      return original({
        ...options,
        lookup: (_host, _options, callback) => callback(new Error('blocked by the test'), ''),
      });
    }) as unknown as typeof http.request);
    const answer = await proxy('http://rebind.bilivideo.com/x.m4s');
    expect(answer.status).toBe(502);
    expect(resolveHost).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
    const options = seen[0];
    expect(options?.hostname).toBe('rebind.bilivideo.com');
    const pinned = options?.lookup;
    if (!pinned) throw new Error('the request was not pinned');
    const one = await new Promise<unknown[]>((resolve) =>
      pinned('rebind.bilivideo.com', {}, (...args) => resolve(args)),
    );
    const all = await new Promise<unknown[]>((resolve) =>
      pinned('rebind.bilivideo.com', { all: true }, (...args) => resolve(args)),
    );
    expect(one).toEqual([null, '8.8.8.8', 4]);
    expect(all).toEqual([null, [{ address: '8.8.8.8', family: 4 }]]);
    expect(resolveHost).toHaveBeenCalledTimes(1);
    expect(connections).toBe(0);
  });
});
