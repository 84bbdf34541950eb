import {
  GATEWAY_LOGIN_PLACEHOLDER,
  loginCellphoneDtoSchema,
  loginQrCheckDtoSchema,
  loginQrCreateDtoSchema,
  loginQrKeyDtoSchema,
  loginStatusDtoSchema,
  userAccountDtoSchema,
} from '@cadenza/contract';
import {
  accountFrom,
  loginResultFrom,
  loginStatusFrom,
  qrCheckFrom,
  qrCodeFrom,
  qrKeyFrom,
} from './login.normalize';

const PROFILE = {
  userId: 32953014,
  nickname: 'demo',
  avatarUrl: 'http://p1.music.126.net/a.jpg',
  backgroundUrl: 'http://p1.music.126.net/b.jpg',
  vipType: 11,
  signature: '',
};
const ACCOUNT = {
  userId: 32953014,
  nickname: 'demo',
  avatarUrl: 'http://p1.music.126.net/a.jpg',
  backgroundUrl: 'http://p1.music.126.net/b.jpg',
  vipType: 11,
};
const COOKIE = 'MUSIC_U=abc; Path=/; __csrf=x';

describe('login normalizers', () => {
  it('reads the QR key and image', () => {
    const key = loginQrKeyDtoSchema.parse({ data: { code: 200, unikey: 'k-1' }, code: 200 });
    expect(qrKeyFrom(key)).toBe('k-1');
    const qr = loginQrCreateDtoSchema.parse({
      code: 200,
      data: { qrurl: 'https://music.163.com/login?codekey=k-1', qrimg: 'data:image/png;base64,AA' },
    });
    expect(qrCodeFrom(qr)).toEqual({
      qrurl: 'https://music.163.com/login?codekey=k-1',
      qrimg: 'data:image/png;base64,AA',
    });
  });

  it.each([
    [{ code: 800, message: '二维码不存在或已过期', cookie: '' }, 'expired', null],
    [{ code: 801, message: '等待扫码', cookie: '' }, 'waiting', null],
    [
      { code: 802, message: '授权中', cookie: '', nickname: 'demo', avatarUrl: 'a' },
      'scanned',
      'demo',
    ],
    [{ code: 802, message: '授权中', cookie: '' }, 'scanned', null],
    [{ code: 803, message: '授权登陆成功', cookie: COOKIE }, 'authorised', null],
  ])('maps QR check %# to its status', (raw, status, nickname) => {
    const check = qrCheckFrom(loginQrCheckDtoSchema.parse(raw));
    expect(check).toMatchObject({ status, nickname, cookie: raw.cookie });
  });

  it("keeps no token when Cadenza's gateway holds the login (its placeholder, or an empty cookie)", () => {
    for (const cookie of [GATEWAY_LOGIN_PLACEHOLDER, '']) {
      const check = qrCheckFrom(loginQrCheckDtoSchema.parse({ code: 803, message: 'ok', cookie }));
      expect(check).toMatchObject({ status: 'authorised', cookie: '' });
      const login = loginResultFrom(
        loginCellphoneDtoSchema.parse({ code: 200, profile: PROFILE, cookie }),
      );
      expect(login.cookie).toBe('');
    }
  });

  it('reads the account, or null when logged out', () => {
    const logged = userAccountDtoSchema.parse({ code: 200, account: { id: 1 }, profile: PROFILE });
    expect(accountFrom(logged)).toEqual(ACCOUNT);
    expect(accountFrom(userAccountDtoSchema.parse({ code: 200, profile: null }))).toBeNull();
  });

  it('reads the login status through its data wrapper', () => {
    const status = loginStatusDtoSchema.parse({ data: { code: 200, profile: PROFILE } });
    expect(loginStatusFrom(status)).toEqual(ACCOUNT);
    const anonymous = loginStatusDtoSchema.parse({ data: { code: 200, profile: null } });
    expect(loginStatusFrom(anonymous)).toBeNull();
  });

  it('reads a phone login: the account and the cookie', () => {
    const login = loginCellphoneDtoSchema.parse({
      code: 200,
      loginType: 1,
      profile: PROFILE,
      cookie: COOKIE,
    });
    expect(loginResultFrom(login)).toEqual({ profile: ACCOUNT, cookie: COOKIE });
  });
});
