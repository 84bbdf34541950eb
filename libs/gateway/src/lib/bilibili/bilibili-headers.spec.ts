import { bilibiliCookieHeader } from './bilibili-headers';

describe('bilibiliCookieHeader', () => {
  it('joins the configured cookie and the buvid', () => {
    expect(bilibiliCookieHeader('SESSDATA=abc;', 'B-1infoc')).toBe('SESSDATA=abc; buvid3=B-1infoc');
    expect(bilibiliCookieHeader(undefined, 'B-1infoc')).toBe('buvid3=B-1infoc');
    expect(bilibiliCookieHeader('SESSDATA=abc', undefined)).toBe('SESSDATA=abc');
    expect(bilibiliCookieHeader(' ', undefined)).toBeUndefined();
  });

  it('keeps a buvid3 the configured cookie already has', () => {
    expect(bilibiliCookieHeader('a=1; buvid3=MINE', 'OTHER')).toBe('a=1; buvid3=MINE');
  });
});
