import { compactNeteaseCookie, hasNeteaseLogin } from './netease-cookie';

// The 803 cookie string as the NCM server joins it (contract §3.1): pairs with attributes, `;;`.
const LOGIN_803 =
  'MUSIC_R_T=1; Max-Age=2147483647; Expires=Sat, 10 Dec 2095 12:00:00 GMT; Path=/wapi/clientlog;;' +
  'MUSIC_U=00ABCDEF0123; Max-Age=15552000; Expires=Fri, 22 May 2027 00:00:00 GMT; Path=/; HTTPOnly;;' +
  '__csrf=5f5d; Max-Age=1296010; Path=/;;NMTID=00O1; Path=/; Secure';

describe('compactNeteaseCookie', () => {
  it('keeps name=value pairs and drops attributes and flags', () => {
    expect(compactNeteaseCookie(LOGIN_803)).toBe(
      'MUSIC_R_T=1; MUSIC_U=00ABCDEF0123; __csrf=5f5d; NMTID=00O1',
    );
  });

  it('drops segments without exactly one "=" and lets a later pair win', () => {
    expect(compactNeteaseCookie('a=1; b=x=y; c; a=2; =3')).toBe('a=2');
  });
});

describe('hasNeteaseLogin', () => {
  it('is true only for a non-empty MUSIC_U', () => {
    expect(hasNeteaseLogin(LOGIN_803)).toBe(true);
    expect(hasNeteaseLogin('NMTID=00O1; Path=/')).toBe(false);
    expect(hasNeteaseLogin('MUSIC_U=; Path=/')).toBe(false);
    expect(hasNeteaseLogin('XMUSIC_U=abc')).toBe(false);
  });
});
