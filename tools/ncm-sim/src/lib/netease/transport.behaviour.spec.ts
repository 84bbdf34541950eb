import { useBehaviourSim } from '../testing/behaviour-harness';
import { dailySongs } from './routes/discovery.routes';
import { cookieToJson, httpStatusFor } from './ncm-transport';

// Contract §1 (transport conventions) and §7.1–7.4, through real HTTP on the NetEase port.

interface AccountBody {
  code: number;
  profile: { userId: number; nickname: string } | null;
  account: { anonimousUser: boolean };
}

const ORIGIN = 'http://localhost:5173';

describe('NetEase transport (contract §1)', () => {
  const h = useBehaviourSim();
  beforeEach(() => h.reset());

  describe('HTTP status mirrors the body code', () => {
    it('answers a login-required call with HTTP 301, a JSON body and no Location', async () => {
      const response = await fetch(h.url('/likelist', { uid: 1001 }));
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/);
      expect(await response.json()).toMatchObject({ code: 301, msg: '需要登录' });
    });

    it('sends QR codes 800–803 as HTTP 200', async () => {
      const unknown = await h.get<{ code: number }>('/login/qr/check', { key: 'no-such-key' });
      expect(unknown).toMatchObject({ status: 200, body: { code: 800 } });
      const key = (await h.get<{ data: { unikey: string } }>('/login/qr/key')).body.data.unikey;
      expect(await h.get('/login/qr/check', { key })).toMatchObject({
        status: 200,
        body: { code: 801 },
      });
      await h.control('POST', `/qr/${key}/scan`, {});
      expect(await h.get('/login/qr/check', { key })).toMatchObject({
        status: 200,
        body: { code: 802 },
      });
      await h.control('POST', `/qr/${key}/confirm`);
      expect(await h.get('/login/qr/check', { key, noCookie: true })).toMatchObject({
        status: 200,
        body: { code: 803 },
      });
    });

    it('sends a negative code (-2 hidden records) as HTTP 400', async () => {
      const hidden = h.world.catalogue.fixtures.hiddenRecordsUserId;
      const answer = await h.get('/user/record', { uid: hidden, type: 0 });
      expect(answer).toMatchObject({ status: 400, body: { code: -2 } });
    });

    it('answers an unknown route and a missing param with 404 {code:404,data:null,msg:"Not Found"}', async () => {
      const expected = { status: 404, body: { code: 404, data: null, msg: 'Not Found' } };
      expect(await h.get('/no/such/route')).toMatchObject(expected);
      expect(await h.get('/song/detail')).toMatchObject(expected);
    });

    it('computes statuses as NCM util/request.js does', () => {
      expect([301, 200, 404, 503].map(httpStatusFor)).toEqual([301, 200, 404, 503]);
      expect([201, 302, 400, 502, 800, 801, 802, 803].map(httpStatusFor)).toEqual(
        Array(8).fill(200),
      );
      expect([-2, -460, 600, 42].map(httpStatusFor)).toEqual([400, 400, 400, 400]);
    });
  });

  describe('CORS with credentials', () => {
    it('echoes the Origin and allows credentials', async () => {
      const response = await fetch(h.url('/search/default'), { headers: { Origin: ORIGIN } });
      expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    });

    it('answers OPTIONS with 204 and the allowed methods and headers', async () => {
      const response = await fetch(h.url('/playlist/create'), {
        method: 'OPTIONS',
        headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(response.headers.get('access-control-allow-methods')).toBe(
        'PUT,POST,GET,DELETE,OPTIONS',
      );
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'X-Requested-With,Content-Type',
      );
      expect(await response.text()).toBe('');
    });
  });

  describe('cookie input', () => {
    it('reads the cookie from the `cookie` query param on GET', async () => {
      const cookie = await h.login();
      const answer = await h.get<AccountBody>('/user/account', { cookie });
      expect(answer.status).toBe(200);
      expect(answer.body.profile?.userId).toBe(1001);
    });

    it('reads the cookie from a JSON body on POST, with the global params in the query', async () => {
      const cookie = await h.login();
      const answer = await h.post<{ code: number; id: number }>(
        '/playlist/create',
        { name: 'JSON 歌单', privacy: 0, cookie },
        { timestamp: h.clock.now(), device: 'pc' },
      );
      expect(answer).toMatchObject({ status: 200, body: { code: 200 } });
      expect(h.world.library.findOwned(answer.body.id)?.creatorUserId).toBe(1001);
    });

    it('reads the cookie from an urlencoded body on POST', async () => {
      const cookie = await h.login(1003);
      const response = await fetch(h.url('/playlist/create'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: '表单歌单', privacy: '10', cookie }).toString(),
      });
      const body = (await response.json()) as { code: number; id: number };
      expect(response.status).toBe(200);
      expect(h.world.library.findOwned(body.id)).toMatchObject({
        creatorUserId: 1003,
        privacy: 10,
      });
    });

    it('falls back to the Cookie header when no cookie param is given', async () => {
      const musicU = cookieToJson(await h.login(1004))['MUSIC_U'];
      const answer = await h.get<AccountBody>(
        '/user/account',
        {},
        { headers: { Cookie: `MUSIC_U=${musicU}; other=1` } },
      );
      expect(answer.body.profile?.userId).toBe(1004);
    });

    it('lets an explicit cookie param win over the Cookie header', async () => {
      const fromParam = await h.login(1005);
      const fromHeader = await h.login(1006);
      const answer = await h.get<AccountBody>(
        '/user/account',
        { cookie: fromParam },
        { headers: { Cookie: fromHeader } },
      );
      expect(answer.body.profile?.userId).toBe(1005);
    });

    it('accepts the long `;`-joined Set-Cookie string of QR 803 replayed verbatim', async () => {
      const key = (await h.get<{ data: { unikey: string } }>('/login/qr/key')).body.data.unikey;
      await h.control('POST', `/qr/${key}/scan`, { userId: 1003 });
      await h.control('POST', `/qr/${key}/confirm`);
      const cookie = (await h.get<{ cookie: string }>('/login/qr/check', { key, noCookie: true }))
        .body.cookie;
      expect(cookie).toMatch(
        /^MUSIC_U=00[0-9A-F]+; Max-Age=\d+; Expires=[^;]+; Path=\/; HTTPOnly;__csrf=/,
      );
      expect((await h.get<AccountBody>('/user/account', { cookie })).body.profile?.userId).toBe(
        1003,
      );
      // `/song/download/url/v1` appends " os=pc;" to the token (contract §3.2): MUSIC_U survives.
      const download = await h.get('/song/download/url/v1', {
        id: 2000004,
        level: 'exhigh',
        cookie: `${cookie} os=pc;`,
      });
      expect(download).toMatchObject({ status: 200, body: { code: 200 } });
    });

    it('ignores an unknown or logged-out MUSIC_U (anonymous)', async () => {
      const answer = await h.get<AccountBody>('/user/account', { cookie: 'MUSIC_U=00DEADBEEF' });
      expect(answer).toMatchObject({
        status: 200,
        body: { profile: null, account: { anonimousUser: true } },
      });
    });
  });

  describe('Set-Cookie', () => {
    it('sets the login cookies on phone login, and not when noCookie is given', async () => {
      const { demoPhone, demoPassword } = h.world.catalogue.fixtures;
      const withCookie = await fetch(h.url('/login/cellphone'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: demoPhone, password: demoPassword }),
      });
      expect(withCookie.headers.getSetCookie().some((line) => line.startsWith('MUSIC_U=00'))).toBe(
        true,
      );
      const without = await fetch(h.url('/login/cellphone', { noCookie: true }), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: demoPhone, password: demoPassword }),
      });
      expect(without.status).toBe(200);
      expect(without.headers.getSetCookie()).toEqual([]);
    });

    it('sets the login cookies on QR 803 without noCookie; the header cookie then works', async () => {
      const key = (await h.get<{ data: { unikey: string } }>('/login/qr/key')).body.data.unikey;
      await h.control('POST', `/qr/${key}/scan`, { userId: 1002 });
      await h.control('POST', `/qr/${key}/confirm`);
      const response = await fetch(h.url('/login/qr/check', { key }));
      const lines = response.headers.getSetCookie();
      const musicU = lines.find((line) => line.startsWith('MUSIC_U='))?.split(';')[0];
      expect(musicU).toBeDefined();
      const answer = await h.get<AccountBody>(
        '/user/account',
        {},
        { headers: { Cookie: musicU ?? '' } },
      );
      expect(answer.body.profile?.userId).toBe(1002);
    });
  });

  it('ignores the client’s extra params (timestamp, device, proxy, realIP, noLogin)', async () => {
    const cookie = await h.login();
    const extras = {
      timestamp: h.clock.now(),
      device: 'mobile',
      proxy: 'http://10.0.0.1:8080',
      realIP: '116.25.146.177',
      noLogin: true,
    };
    const likes = await h.get<{ code: number; ids: number[] }>('/likelist', {
      uid: 1001,
      cookie,
      ...extras,
    });
    expect(likes.status).toBe(200);
    expect(likes.body.ids).toEqual(h.world.library.likesOf(1001));
    const account = await h.get<AccountBody>('/user/account', { cookie, ...extras });
    expect(account.body.profile?.userId).toBe(1001);
  });

  it('answers anonymous /recommend/songs with 200 and guest songs, never 301 (contract §7.1)', async () => {
    const answer = await h.get<{ code: number; data: { dailySongs: { id: number }[] } }>(
      '/recommend/songs',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.dailySongs.length).toBeGreaterThan(0);
    expect(answer.body.data.dailySongs.map((song) => song.id)).toEqual(
      dailySongs(h.world, null).map((song) => song.id),
    );
  });

  it('/logout kills the session: the same cookie then gets 301', async () => {
    const cookie = await h.login();
    expect((await h.get('/likelist', { uid: 1001, cookie })).status).toBe(200);
    const logout = await fetch(h.url('/logout', { cookie }));
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()).toContain('MUSIC_U=; Max-Age=0; Path=/');
    const after = await h.get('/likelist', { uid: 1001, cookie });
    expect(after).toMatchObject({ status: 301, body: { code: 301 } });
    expect((await h.get<AccountBody>('/user/account', { cookie })).body.profile).toBeNull();
  });
});
