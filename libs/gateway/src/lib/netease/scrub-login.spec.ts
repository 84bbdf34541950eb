import { GATEWAY_LOGIN_PLACEHOLDER } from '@cadenza/contract';
import { scrubLoginFromJson } from './scrub-login';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const read = (body: Buffer) => JSON.parse(body.toString('utf8')) as Record<string, unknown>;

describe('scrubLoginFromJson', () => {
  it("moves the 803 cookie out of the QR answer and puts the gateway's placeholder in its field", () => {
    const { loginCookie, body } = scrubLoginFromJson(
      json({ code: 803, message: '授权登陆成功', cookie: 'MUSIC_U=abc; Path=/;;__csrf=d; Path=/' }),
      true,
    );
    expect(loginCookie).toBe('MUSIC_U=abc; __csrf=d');
    expect(read(body)).toEqual({
      code: 803,
      message: '授权登陆成功',
      cookie: GATEWAY_LOGIN_PLACEHOLDER,
    });
    expect(body.includes('MUSIC_U')).toBe(false);
  });

  it('empties the token and nested mentions of the cellphone answer', () => {
    const { loginCookie, body } = scrubLoginFromJson(
      json({
        code: 200,
        token: 'abc',
        cookie: 'MUSIC_U=abc; Path=/',
        bindings: [{ url: 'x', tokenJsonStr: '{"MUSIC_U":"abc"}' }],
        profile: { userId: 1001, nickname: 'demo' },
      }),
      true,
    );
    expect(loginCookie).toBe('MUSIC_U=abc');
    expect(read(body)).toEqual({
      code: 200,
      token: '',
      cookie: GATEWAY_LOGIN_PLACEHOLDER,
      bindings: [{ url: 'x', tokenJsonStr: '' }],
      profile: { userId: 1001, nickname: 'demo' },
    });
  });

  it('keeps a waiting QR answer as it was, learning no login', () => {
    const raw = json({ code: 801, message: '等待扫码', cookie: 'NMTID=00O; Path=/' });
    const result = scrubLoginFromJson(raw, true);
    expect(result.loginCookie).toBeUndefined();
    expect(read(result.body)).toEqual({ code: 801, message: '等待扫码', cookie: '' });
  });

  it('passes other answers through untouched, without parsing them', () => {
    const raw = Buffer.from('{"code":200,"songs":[]}');
    expect(scrubLoginFromJson(raw, false).body).toBe(raw);
  });

  it('scrubs a wrapped answer of another route that echoes the login', () => {
    const { loginCookie, body } = scrubLoginFromJson(
      json({ status: 200, body: { code: 200 }, cookie: ['MUSIC_U=abc; Path=/'] }),
      false,
    );
    expect(loginCookie).toBeUndefined();
    expect(read(body)).toEqual({ status: 200, body: { code: 200 }, cookie: [''] });
  });

  it('never passes on a non-JSON answer that mentions the login', () => {
    expect(scrubLoginFromJson(Buffer.from('<p>MUSIC_U=abc</p>'), false).body.length).toBe(0);
    const plain = Buffer.from('<p>hello</p>');
    expect(scrubLoginFromJson(plain, true).body).toBe(plain);
  });
});
