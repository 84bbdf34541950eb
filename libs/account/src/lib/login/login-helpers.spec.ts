import { afterLoginPath } from './login-success';
import { phoneLoginError } from './phone-login-error';

describe('afterLoginPath', () => {
  it('goes back where the login entry was pressed', () => {
    expect(afterLoginPath({ from: '/history' })).toBe('/history');
    expect(afterLoginPath({ from: '/search?keyword=a&type=1' })).toBe('/search?keyword=a&type=1');
  });

  it('goes to the user page without a usable origin', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { from: 42 },
      { from: 'https://elsewhere.test/' },
      { from: '//elsewhere.test/' },
      { from: '/login' },
      { from: '/login?x=1' },
    ]) {
      expect(afterLoginPath(state)).toBe('/user');
    }
  });
});

describe('phoneLoginError', () => {
  const refusal = (code: number, msg: string) => ({
    status: 'CUSTOM_ERROR',
    error: msg,
    data: { code, msg },
  });

  it('names the known refusals in the interface language', () => {
    expect(phoneLoginError(refusal(502, '密码错误'))).toEqual({ key: 'login.phone.wrongPassword' });
    expect(phoneLoginError(refusal(501, '该账号不存在'))).toEqual({ key: 'login.phone.noAccount' });
  });

  it("keeps the server's own words for another refusal", () => {
    expect(phoneLoginError(refusal(509, '密码错误次数过多'))).toEqual({ text: '密码错误次数过多' });
  });

  it('says "login failed" for anything else', () => {
    expect(phoneLoginError({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({
      key: 'login.failed',
    });
    expect(phoneLoginError({ status: 503, data: { code: 503 } })).toEqual({ key: 'login.failed' });
    expect(phoneLoginError(undefined)).toEqual({ key: 'login.failed' });
  });
});
