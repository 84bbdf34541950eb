import { cacheKeyOf } from './cache-key';

const anonymous = { kind: 'anonymous' } as const;

describe('cacheKeyOf', () => {
  it('ignores the order of params, the cache-buster and the platform name', () => {
    expect(
      cacheKeyOf('/song/detail', '/song/detail?ids=1,2&timestamp=1&device=web', anonymous),
    ).toBe(cacheKeyOf('/song/detail', '/song/detail?timestamp=99&ids=1,2', anonymous));
    expect(cacheKeyOf('/cloudsearch', '/cloudsearch?limit=30&keywords=a', anonymous)).toBe(
      cacheKeyOf('/cloudsearch', '/cloudsearch?keywords=a&limit=30', anonymous),
    );
  });

  it('keeps apart calls whose arguments differ', () => {
    expect(cacheKeyOf('/song/detail', '/song/detail?ids=1', anonymous)).not.toBe(
      cacheKeyOf('/song/detail', '/song/detail?ids=2', anonymous),
    );
    expect(cacheKeyOf('/album', '/album?id=1', anonymous)).not.toBe(
      cacheKeyOf('/artist/detail', '/artist/detail?id=1', anonymous),
    );
  });

  it('leaves out control params, including their bracket forms', () => {
    expect(
      cacheKeyOf('/toplist', '/toplist?cookie=MUSIC_U%3Dx&realIP=1.2.3.4&domain[]=evil', anonymous),
    ).toBe(cacheKeyOf('/toplist', '/toplist', anonymous));
  });

  it('keeps every account (each generation of it), and the anonymous listeners, in their own keys', () => {
    const url = '/playlist/detail?id=7';
    const keys = new Set([
      cacheKeyOf('/playlist/detail', url, anonymous),
      cacheKeyOf('/playlist/detail', url, { kind: 'account', account: 'a', generation: 'r0' }),
      cacheKeyOf('/playlist/detail', url, { kind: 'account', account: 'b', generation: 'r0' }),
      cacheKeyOf('/playlist/detail', url, { kind: 'account', account: 'a', generation: 'r1' }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('cannot be confused by a param that spells a separator', () => {
    expect(cacheKeyOf('/cloudsearch', '/cloudsearch?keywords=a%26limit%3D1', anonymous)).not.toBe(
      cacheKeyOf('/cloudsearch', '/cloudsearch?keywords=a&limit=1', anonymous),
    );
  });
});
