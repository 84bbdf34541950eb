import { createHash } from 'node:crypto';
import { QR_KEY_TTL_MS } from '../state/qr-logins';
import { useBehaviourSim } from '../testing/behaviour-harness';
import { dailySongs } from './routes/discovery.routes';

// Contract §3.1: QR login scripted through the control routes, phone login, and what the
// resulting cookie unlocks.

interface QrCheck {
  code: number;
  message: string;
  cookie: string;
  nickname?: string;
  avatarUrl?: string;
}
interface AccountBody {
  code: number;
  profile: { userId: number; nickname: string; vipType: number } | null;
}

describe('login (contract §3.1)', () => {
  const h = useBehaviourSim();
  beforeEach(() => h.reset());

  const newKey = async () =>
    (await h.get<{ code: number; data: { code: number; unikey: string } }>('/login/qr/key')).body
      .data.unikey;
  const check = (key: string) =>
    h.get<QrCheck>('/login/qr/check', { key, noCookie: true, timestamp: h.clock.now() });

  describe('QR login', () => {
    it('goes 801 → 802 → 803, and the cookie unlocks /user/account, /likelist and /recommend/songs with that user’s data', async () => {
      const user = h.world.user(1003);
      if (!user) throw new Error('fixture user 1003 is missing');
      const key = await newKey();

      const created = await h.get<{ code: number; data: { qrurl: string; qrimg?: string } }>(
        '/login/qr/create',
        { key, qrimg: true },
      );
      expect(created.body.data.qrurl).toBe(`https://music.163.com/login?codekey=${key}`);
      expect(created.body.data.qrimg).toMatch(/^data:image\/png;base64,/);

      expect((await check(key)).body).toMatchObject({ code: 801, message: '等待扫码' });
      expect(await h.control('POST', `/qr/${key}/scan`, { userId: user.userId })).toMatchObject({
        status: 200,
      });
      expect((await check(key)).body).toMatchObject({ code: 802, nickname: user.nickname });
      expect(await h.control('POST', `/qr/${key}/confirm`)).toMatchObject({ status: 200 });
      const authorised = await check(key);
      expect(authorised).toMatchObject({
        status: 200,
        body: { code: 803, message: '授权登陆成功' },
      });
      const cookie = authorised.body.cookie;
      expect(cookie).toContain('MUSIC_U=');

      const account = await h.get<AccountBody>('/user/account', { cookie });
      expect(account.body.profile).toMatchObject({ userId: user.userId, nickname: user.nickname });

      const likes = await h.get<{ ids: number[] }>('/likelist', {
        uid: user.userId,
        cookie,
        noLogin: true,
      });
      expect(likes.status).toBe(200);
      expect(likes.body.ids).toEqual([...user.initialLikes].reverse());

      const recommend = await h.get<{ data: { dailySongs: { id: number }[] } }>(
        '/recommend/songs',
        { cookie },
      );
      const ownIds = recommend.body.data.dailySongs.map((song) => song.id);
      expect(ownIds).toEqual(dailySongs(h.world, user).map((song) => song.id));
      expect(ownIds).not.toEqual(dailySongs(h.world, null).map((song) => song.id));
    });

    it('refuses protected calls without the cookie: HTTP 301', async () => {
      for (const path of ['/likelist', '/like', '/recommend/resource']) {
        expect(await h.get(path, { uid: 1003, id: 2000004 })).toMatchObject({
          status: 301,
          body: { code: 301 },
        });
      }
    });

    it('consumes the key with the 803 answer: the next check says 800', async () => {
      const key = await newKey();
      await h.control('POST', `/qr/${key}/scan`, {});
      await h.control('POST', `/qr/${key}/confirm`);
      expect((await check(key)).body.code).toBe(803);
      expect((await check(key)).body).toMatchObject({ code: 800, message: '二维码不存在或已过期' });
    });

    it('expires a key 5 minutes after it was made (injected clock)', async () => {
      const key = await newKey();
      h.clock.advance(QR_KEY_TTL_MS - 1);
      expect((await check(key)).body.code).toBe(801);
      h.clock.advance(1);
      expect((await check(key)).body.code).toBe(800);
      expect(await h.control('POST', `/qr/${key}/scan`, {})).toMatchObject({ status: 409 });
    });

    it('expires a key on demand through the control route', async () => {
      const key = await newKey();
      await h.control('POST', `/qr/${key}/scan`, {});
      expect(await h.control('POST', `/qr/${key}/expire`)).toMatchObject({
        status: 200,
        body: { ok: true },
      });
      expect((await check(key)).body.code).toBe(800);
    });

    it('refuses confirm before scan (409), a scan by an unknown user (409) and an unknown action (404)', async () => {
      const key = await newKey();
      expect(await h.control('POST', `/qr/${key}/confirm`)).toMatchObject({
        status: 409,
        body: { ok: false },
      });
      expect((await check(key)).body.code).toBe(801);
      expect(await h.control('POST', `/qr/${key}/scan`, { userId: 999_999 })).toMatchObject({
        status: 409,
      });
      expect(await h.control('POST', `/qr/${key}/wave`)).toMatchObject({ status: 404 });
      expect(await h.control('POST', '/qr/unknown-key/scan', {})).toMatchObject({ status: 409 });
    });
  });

  describe('phone login', () => {
    const fixtures = () => h.world.catalogue.fixtures;

    it('logs in with phone and password; the returned cookie works', async () => {
      const answer = await h.post<{
        code: number;
        cookie: string;
        token: string;
        profile: { userId: number; avatarImgIdStr: string };
      }>('/login/cellphone', { phone: fixtures().demoPhone, password: fixtures().demoPassword });
      expect(answer).toMatchObject({
        status: 200,
        body: { code: 200, loginType: 1, profile: { userId: 1001 } },
      });
      expect(answer.body.cookie).toContain(`MUSIC_U=${answer.body.token}`);
      const account = await h.get<AccountBody>('/user/account', { cookie: answer.body.cookie });
      expect(account.body.profile).toMatchObject({ userId: 1001, vipType: 11 });
    });

    it('accepts md5_password instead of password', async () => {
      const md5 = createHash('md5').update(fixtures().demoPassword).digest('hex');
      const answer = await h.post<{ code: number; cookie: string }>('/login/cellphone', {
        phone: fixtures().demoPhone,
        md5_password: md5,
      });
      expect(answer.body.code).toBe(200);
      expect(
        (await h.get<AccountBody>('/user/account', { cookie: answer.body.cookie })).body.profile
          ?.userId,
      ).toBe(1001);
    });

    it('answers a wrong password with code 502 over HTTP 200, and no session', async () => {
      const response = await fetch(h.url('/login/cellphone'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: fixtures().demoPhone, password: 'wrong' }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ code: 502, msg: '密码错误' });
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it('answers an unknown phone with code 501', async () => {
      const answer = await h.post('/login/cellphone', { phone: '19900000000', password: 'x' });
      expect(answer.body).toMatchObject({ code: 501 });
      expect(answer.status).toBe(501);
    });

    it('answers a call without a phone with the missing-param 404', async () => {
      expect(await h.post('/login/cellphone', { password: 'x' })).toMatchObject({
        status: 404,
        body: { code: 404, msg: 'Not Found' },
      });
    });
  });

  it('reports the session through /login/status', async () => {
    const cookie = await h.login(1004);
    const status = await h.get<{ data: { profile: { userId: number } | null } }>('/login/status', {
      cookie,
    });
    expect(status.body.data.profile?.userId).toBe(1004);
    const anonymous = await h.get<{ data: { profile: unknown } }>('/login/status');
    expect(anonymous.body.data.profile).toBeNull();
  });
});
