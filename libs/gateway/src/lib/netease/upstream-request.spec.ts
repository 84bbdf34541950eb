import { upstreamRequest, withoutControlParams } from './upstream-request';

const none = { neteaseCookie: undefined, realIP: undefined, proxy: undefined, domain: undefined };

describe('upstreamRequest', () => {
  it('keeps the call params and drops the control params a browser sent', () => {
    const { path, cookieHeader } = upstreamRequest(
      '/song/url/v1?id=5&level=higher&timestamp=1&device=web&cookie=MUSIC_U%3Dstolen&domain=http%3A%2F%2F10.0.0.1&proxy=http%3A%2F%2Fevil&realIP=1.2.3.4&crypto=linuxapi&checkToken=v2&e_r=true&ua=x&randomCNIP=true',
      none,
    );
    expect(path).toBe('/song/url/v1?id=5&level=higher&timestamp=1&device=web');
    expect(cookieHeader).toBeUndefined();
  });

  it('drops the bracket forms a qs-parsing upstream would read as control params', () => {
    const { path } = upstreamRequest(
      '/song/detail?ids=1&domain[]=http%3A%2F%2Fevil&cookie[MUSIC_U]=x&headers[X-Real-IP]=1.2.3.4&ids[0]=2',
      none,
    );
    expect(path).toBe('/song/detail?ids=1&ids%5B0%5D=2');
  });

  it("adds the session's cookie as a header and the configured realIP, proxy and domain", () => {
    const { path, cookieHeader } = upstreamRequest('/user/account?timestamp=9', {
      neteaseCookie: 'MUSIC_U=abc; __csrf=d',
      realIP: '116.25.146.177',
      proxy: 'http://proxy.internal:3128',
      domain: 'http://127.0.0.1:4567',
    });
    expect(path).toBe(
      '/user/account?timestamp=9&realIP=116.25.146.177&proxy=http%3A%2F%2Fproxy.internal%3A3128&domain=http%3A%2F%2F127.0.0.1%3A4567',
    );
    expect(cookieHeader).toBe('MUSIC_U=abc; __csrf=d');
  });

  it('keeps the desktop-client flag the download URL asks for (contract §3.2)', () => {
    expect(
      upstreamRequest('/song/download/url/v1?id=1&cookie=undefined%20os%3Dpc%3B', {
        ...none,
        neteaseCookie: 'MUSIC_U=abc',
      }).cookieHeader,
    ).toBe('MUSIC_U=abc; os=pc');
    expect(upstreamRequest('/song/detail?ids=1', none).path).toBe('/song/detail?ids=1');
  });
});

describe('withoutControlParams', () => {
  it('removes control params from a POST body and ignores non-objects', () => {
    expect(
      withoutControlParams({ name: 'x', privacy: 10, cookie: 'MUSIC_U=a', domain: 'http://evil' }),
    ).toEqual({
      name: 'x',
      privacy: 10,
    });
    expect(withoutControlParams('text')).toBeUndefined();
    expect(withoutControlParams([1])).toBeUndefined();
  });
});
