import { GATEWAY_LOGIN_PLACEHOLDER } from '@cadenza/contract';
import { startSim, type RunningSim } from '@cadenza/ncm-sim';
import { startTestGateway, type TestGateway } from '../../testing/gateway.spec-harness';
import { SESSION_COOKIE_NAME } from './session-store';

// The login lives in the gateway's sealed session cookie; the browser never sees MUSIC_U
// (architecture decision 3). Driven against the simulator, the NCM-compatible upstream.

interface Browser {
  cookie: string | undefined;
  /** Every body and every script-readable cookie the "browser" got. */
  seen: string[];
}

async function call(gateway: TestGateway, browser: Browser, path: string, init: RequestInit = {}) {
  const answer = await fetch(`${gateway.base}${path}`, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
    },
  });
  const text = await answer.text();
  browser.seen.push(text);
  for (const line of answer.headers.getSetCookie()) {
    if (!/;\s*HttpOnly/i.test(line)) browser.seen.push(line);
    if (line.startsWith(`${SESSION_COOKIE_NAME}=`)) {
      const pair = line.split(';', 1)[0] ?? '';
      browser.cookie = /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) ? undefined : pair;
    }
  }
  return { answer, body: JSON.parse(text) as Record<string, unknown> };
}

async function simControl(sim: RunningSim, path: string) {
  const answer = await fetch(`${sim.urls.netease}/__sim${path}`, { method: 'POST' });
  expect(answer.status).toBe(200);
}

describe('sessions against the simulator', () => {
  let sim: RunningSim;
  let gateway: TestGateway;
  let replica: TestGateway;

  beforeAll(async () => {
    sim = await startSim({ port: 0, generateMedia: false });
    gateway = await startTestGateway({}, { upstreamUrl: sim.urls.netease });
    replica = await startTestGateway({}, { upstreamUrl: sim.urls.netease });
  }, 60_000);
  afterAll(async () => {
    await gateway.close();
    await replica.close();
    await sim.close();
  });

  it('a QR login ends in an HttpOnly session; no body or readable cookie carries MUSIC_U', async () => {
    const browser: Browser = { cookie: undefined, seen: [] };
    const { body: keyBody } = await call(gateway, browser, '/login/qr/key?timestamp=1');
    const key = String((keyBody['data'] as { unikey: string }).unikey);
    await call(gateway, browser, `/login/qr/create?key=${key}&qrimg=true`);
    expect(
      (await call(gateway, browser, `/login/qr/check?key=${key}&noCookie=true`)).body['code'],
    ).toBe(801);

    await simControl(sim, `/qr/${key}/scan`);
    await simControl(sim, `/qr/${key}/confirm`);
    const { answer, body } = await call(
      gateway,
      browser,
      `/login/qr/check?key=${key}&noCookie=true`,
    );
    expect(body).toMatchObject({ code: 803, cookie: GATEWAY_LOGIN_PLACEHOLDER });
    const setCookie = answer.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=[^;]+;.*HttpOnly`, 'im'));
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(browser.cookie).toBeDefined();

    const account = await call(gateway, browser, '/user/account');
    expect(account.body['profile']).toMatchObject({ userId: 1001 });
    const likes = await call(gateway, browser, '/likelist?uid=1001&noLogin=true');
    expect(likes.body['code']).toBe(200);

    // The replica shares the secret and nothing else: it serves the same user.
    const fromReplica = await call(replica, browser, '/user/account');
    expect(fromReplica.body['profile']).toMatchObject({ userId: 1001 });

    for (const text of browser.seen) expect(text).not.toContain('MUSIC_U');
    expect(browser.cookie).not.toContain('MUSIC_U');
  });

  it('serves a NeteaseCloudMusicApi client that keeps the login cookie as its token and sends it back', async () => {
    // Such clients (the reference product's web build among them) store the `cookie` of the
    // 803 answer, take an empty one for "logged out", and send it back as the `cookie` param.
    const browser: Browser = { cookie: undefined, seen: [] };
    const { body: keyBody } = await call(gateway, browser, '/login/qr/key');
    const key = String((keyBody['data'] as { unikey: string }).unikey);
    await simControl(sim, `/qr/${key}/scan`);
    await simControl(sim, `/qr/${key}/confirm`);
    const { body } = await call(gateway, browser, `/login/qr/check?key=${key}`);
    const token = String(body['cookie']);
    expect(token).not.toBe('');

    const asToken = `cookie=${encodeURIComponent(token)}`;
    const account = await call(gateway, browser, `/user/account?${asToken}`);
    expect(account.body['profile']).toMatchObject({ userId: 1001 });
    const status = await call(gateway, browser, `/login/status?${asToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cookie: token }),
    });
    expect((status.body['data'] as { profile: unknown }).profile).toMatchObject({ userId: 1001 });

    // The placeholder is no login of its own: without the session cookie nobody is logged in.
    const stranger: Browser = { cookie: undefined, seen: [] };
    expect((await call(gateway, stranger, `/user/account?${asToken}`)).body['profile']).toBeNull();
    for (const text of [...browser.seen, ...stranger.seen]) expect(text).not.toContain('MUSIC_U');
  });

  it('a gateway with another secret does not accept the session', async () => {
    const browser: Browser = { cookie: undefined, seen: [] };
    await call(gateway, browser, '/login/cellphone', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800138000', password: 'cadenza-demo' }),
    });
    expect(browser.cookie).toBeDefined();
    const stranger = await startTestGateway(
      {},
      { upstreamUrl: sim.urls.netease, sessionSecret: 'another-secret-0123456789-abcdefghijkl' },
    );
    try {
      expect((await call(stranger, browser, '/user/account')).body['profile']).toBeNull();
    } finally {
      await stranger.close();
    }
  });

  it('cellphone login then /logout clears the session', async () => {
    const browser: Browser = { cookie: undefined, seen: [] };
    const login = await call(gateway, browser, '/login/cellphone', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800138000', password: 'cadenza-demo' }),
    });
    expect(login.body).toMatchObject({ code: 200, cookie: GATEWAY_LOGIN_PLACEHOLDER });
    expect((await call(gateway, browser, '/user/account')).body['profile']).toMatchObject({
      userId: 1001,
    });
    const held = browser.cookie;

    const logout = await call(gateway, browser, '/logout');
    expect(logout.answer.status).toBe(200);
    expect(browser.cookie).toBeUndefined();
    expect((await call(gateway, browser, '/user/account')).body['profile']).toBeNull();
    // The old cookie no longer works either: the upstream login was ended too.
    const replay: Browser = { cookie: held, seen: [] };
    expect((await call(gateway, replay, '/user/account')).body['profile']).toBeNull();
    for (const text of [...browser.seen, ...replay.seen]) expect(text).not.toContain('MUSIC_U');
  });

  it('marks the session cookie Secure when a trusted proxy says the request came over https', async () => {
    const login = (gatewayUnderTest: TestGateway, proto: string) =>
      fetch(`${gatewayUnderTest.base}/login/cellphone`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': proto },
        body: JSON.stringify({ phone: '13800138000', password: 'cadenza-demo' }),
      }).then((answer) => answer.headers.getSetCookie().join('\n'));
    const behindProxy = await startTestGateway(
      { TRUST_PROXY: 'loopback' },
      { upstreamUrl: sim.urls.netease },
    );
    try {
      expect(await login(behindProxy, 'https')).toMatch(/cadenza_session=.*;\s*Secure/i);
      expect(await login(behindProxy, 'http')).not.toMatch(/;\s*Secure/i);
      // Without a trusted proxy, a client's own X-Forwarded-Proto means nothing.
      expect(await login(gateway, 'https')).not.toMatch(/;\s*Secure/i);
    } finally {
      await behindProxy.close();
    }
  });

  it('keeps cookies, tokens and MUSIC_U out of the log', async () => {
    const browser: Browser = { cookie: undefined, seen: [] };
    const login = await fetch(`${gateway.base}/__missing`, { method: 'POST' });
    expect(login.status).toBe(404);
    const { musicU, cookie } = (await (
      await fetch(`${sim.urls.netease}/__sim/login`, { method: 'POST' })
    ).json()) as { musicU: string; cookie: string };
    await call(gateway, browser, `/user/account?cookie=${encodeURIComponent(cookie)}`);
    await call(gateway, browser, '/login/cellphone', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      body: JSON.stringify({ phone: '13800138000', password: 'cadenza-demo' }),
    });
    await call(gateway, browser, '/user/account');
    const log = gateway.logs.text;
    expect(log).toContain('"reqId":"req-42"');
    expect(log).toContain('NetEase login kept in the session');
    expect(log).not.toContain('MUSIC_U');
    expect(log).not.toContain(musicU);
    expect(log).not.toContain('cadenza-demo');
    expect(log).not.toContain(String(browser.cookie?.split('=')[1]));
    expect(log).not.toMatch(/cookie=/i);
  });
});
