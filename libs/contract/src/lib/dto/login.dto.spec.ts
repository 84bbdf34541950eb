import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  loginCellphoneDtoSchema,
  loginQrCheckDtoSchema,
  loginQrCreateDtoSchema,
  loginQrKeyDtoSchema,
  loginStatusDtoSchema,
  logoutDtoSchema,
  userAccountDtoSchema,
} from './login.dto';

const QR_KEY = { data: { code: 200, unikey: 'ae5522bd-f6be-4a01-be78-021490308218' }, code: 200 };
const QR_CREATE = {
  code: 200,
  data: {
    qrurl: 'https://music.163.com/login?codekey=ae5522bd-f6be-4a01-be78-021490308218',
    qrimg: 'data:image/png;base64,iVBORw0KGgo=',
  },
};
const COOKIE_803 =
  'MUSIC_U=00AB12; Max-Age=15552000; Expires=Thu, 25 Dec 2025 10:00:00 GMT; Path=/; HTTPOnly;__csrf=3f0e; Max-Age=1296010; Path=/;NMTID=00O1; Path=/';
const QR_CHECKS = [
  { code: 801, message: '等待扫码', cookie: 'NMTID=00Oxxxx; Max-Age=315360000; Path=/' },
  {
    code: 802,
    message: '授权中',
    nickname: '测试用户',
    avatarUrl: 'http://p1.music.126.net/xxx==/109951.jpg',
    cookie: 'NMTID=00Oxxxx; Path=/',
  },
  { code: 803, message: '授权登陆成功', cookie: COOKIE_803 },
  { code: 800, message: '二维码不存在或已过期', cookie: 'NMTID=00Oxxxx; Path=/' },
];
const PROFILE = {
  userId: 32953014,
  userType: 0,
  nickname: '测试用户',
  avatarUrl: 'http://p1.music.126.net/xxx==/109951165012312312.jpg',
  backgroundUrl: 'http://p1.music.126.net/yyy==/109951162868126486.jpg',
  signature: '签名',
  createTime: 1407747901000,
  vipType: 11,
  followed: false,
  description: null,
  avatarDetail: null,
};
const USER_ACCOUNT = {
  code: 200,
  account: { id: 32953014, userName: '1_********', type: 1, vipType: 11, anonimousUser: false },
  profile: PROFILE,
};
const CELLPHONE = {
  loginType: 1,
  code: 200,
  account: { id: 32953014, userName: '1_********', vipType: 0, anonimousUser: false },
  token: 'token',
  profile: {
    userId: 32953014,
    nickname: '测试用户',
    avatarUrl: 'http://p1.music.126.net/x.jpg',
    backgroundUrl: 'http://p1.music.126.net/y.jpg',
    vipType: 0,
    avatarImgIdStr: '109951165012312312',
  },
  bindings: [],
  cookie: 'MUSIC_U=abc; Path=/;__csrf=def; Path=/',
};

describe('QR login', () => {
  it('parses the key and create answers', () => {
    expect(loginQrKeyDtoSchema.parse(QR_KEY).data.unikey).toBe(QR_KEY.data.unikey);
    expect(loginQrCreateDtoSchema.parse(QR_CREATE).data.qrimg).toMatch(/^data:image\/png/);
  });

  it.each([
    [loginQrKeyDtoSchema, QR_KEY, ['data', 'unikey'], REMOVE, 'data.unikey'],
    [loginQrKeyDtoSchema, QR_KEY, ['data'], { unikey: '' }, 'data.unikey'],
    [loginQrCreateDtoSchema, QR_CREATE, ['data', 'qrimg'], REMOVE, 'data.qrimg'],
    [loginQrCreateDtoSchema, QR_CREATE, ['data', 'qrimg'], 'iVBORw0KGgo=', 'data.qrimg'],
    [loginQrCreateDtoSchema, QR_CREATE, ['code'], 400, 'code'],
  ])('rejects drift (%#)', (schema, sample, path, value, issuePath) => {
    expect(firstIssuePath(schema, withDrift(sample, path, value))).toBe(issuePath);
  });

  it.each(QR_CHECKS)('parses the check answer with code $code', (sample) => {
    expect(loginQrCheckDtoSchema.parse(sample).code).toBe(sample.code);
  });

  it('keeps the 803 cookie verbatim and the 802 nickname', () => {
    const authorised = loginQrCheckDtoSchema.parse(QR_CHECKS[2]);
    expect(authorised.cookie).toBe(COOKIE_803);
    const scanned = loginQrCheckDtoSchema.parse(QR_CHECKS[1]);
    expect(scanned.code === 802 && scanned.nickname).toBe('测试用户');
  });

  it.each([
    [{ code: 804, message: '?', cookie: '' }, 'code'],
    [{ code: 200, cookie: COOKIE_803 }, 'code'],
    [{ code: '803', cookie: COOKIE_803 }, 'code'],
    [{ code: 801, message: '等待扫码' }, 'cookie'],
    [{ code: 803, message: '授权登陆成功', cookie: 'NMTID=00O1; Path=/' }, 'cookie'],
    [{ code: 803, message: '授权登陆成功', cookie: ['MUSIC_U=1'] }, 'cookie'],
  ])('rejects the check answer %p', (body, issuePath) => {
    expect(firstIssuePath(loginQrCheckDtoSchema, body)).toBe(issuePath);
  });
});

describe('userAccountDtoSchema', () => {
  it('parses a logged-in answer', () => {
    expect(userAccountDtoSchema.parse(USER_ACCOUNT).profile).toEqual({
      userId: 32953014,
      nickname: '测试用户',
      avatarUrl: PROFILE.avatarUrl,
      backgroundUrl: PROFILE.backgroundUrl,
      vipType: 11,
    });
  });

  it('parses the logged-out answer with profile null', () => {
    const loggedOut = { code: 200, account: { id: 0, anonimousUser: true }, profile: null };
    expect(userAccountDtoSchema.parse(loggedOut).profile).toBeNull();
  });

  it.each([
    [['profile'], REMOVE, 'profile'],
    [['profile', 'userId'], '32953014', 'profile.userId'],
    [['profile', 'vipType'], REMOVE, 'profile.vipType'],
    [['profile', 'backgroundUrl'], REMOVE, 'profile.backgroundUrl'],
    [['code'], 301, 'code'],
  ])('rejects drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(userAccountDtoSchema, withDrift(USER_ACCOUNT, path, value))).toBe(
      issuePath,
    );
  });
});

describe('other session routes', () => {
  it('parses /login/cellphone and requires a MUSIC_U cookie and a profile', () => {
    expect(loginCellphoneDtoSchema.parse(CELLPHONE).cookie).toBe(CELLPHONE.cookie);
    expect(
      firstIssuePath(loginCellphoneDtoSchema, withDrift(CELLPHONE, ['cookie'], '__csrf=1')),
    ).toBe('cookie');
    expect(firstIssuePath(loginCellphoneDtoSchema, withDrift(CELLPHONE, ['profile'], null))).toBe(
      'profile',
    );
  });

  it('parses /logout and rejects an error body', () => {
    expect(logoutDtoSchema.parse({ code: 200 })).toEqual({ code: 200 });
    expect(firstIssuePath(logoutDtoSchema, { code: 301, msg: '需要登录' })).toBe('code');
  });

  it('parses /login/status with its extra data wrapper, logged in and out', () => {
    const loggedIn = { data: { code: 200, account: USER_ACCOUNT.account, profile: PROFILE } };
    expect(loginStatusDtoSchema.parse(loggedIn).data.profile?.userId).toBe(32953014);
    const loggedOut = { data: { code: 200, account: null, profile: null } };
    expect(loginStatusDtoSchema.parse(loggedOut).data.profile).toBeNull();
    expect(firstIssuePath(loginStatusDtoSchema, { code: 200, profile: PROFILE })).toBe('data');
  });
});
