import {
  deriveWbiKeys,
  MIXIN_KEY_ENC_TAB,
  mixinKey,
  verifyWbi,
  wbiCanonicalQuery,
  wbiSign,
} from './wbi';

// Known answers from the BAC docs ("WBI 签名"): keys, mixin key and the foo/bar/zab example.
const IMG_KEY = '7cd084941338484aae1ad9425b84077c';
const SUB_KEY = '4932caff0ff746eab6f01bf08b70ac45';

describe('WBI signing', () => {
  it('uses a 64-entry permutation of 0..63', () => {
    expect([...MIXIN_KEY_ENC_TAB].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 64 }, (_, i) => i),
    );
  });

  it('derives the documented mixin key', () => {
    expect(mixinKey(IMG_KEY, SUB_KEY)).toBe('ea1db124af3c7062474693fa704f4ff8');
  });

  it('signs the documented example to the documented w_rid', () => {
    const signed = wbiSign({ foo: '114', bar: '514', zab: 1919810 }, IMG_KEY, SUB_KEY, 1702204169);
    expect(signed.wts).toBe(1702204169);
    expect(signed.w_rid).toBe('8f6f2b5b3d485fe1886cec6a0be8c5d4');
    expect(signed.query).toBe(
      'bar=514&foo=114&wts=1702204169&zab=1919810&w_rid=8f6f2b5b3d485fe1886cec6a0be8c5d4',
    );
  });

  it('encodes as the docs require: upper-case hex, %20 for space, reserved characters stripped', () => {
    expect(wbiCanonicalQuery({ foo: 'one one four', bar: '五一四', baz: '1919810' })).toBe(
      'bar=%E4%BA%94%E4%B8%80%E5%9B%9B&baz=1919810&foo=one%20one%20four',
    );
    expect(wbiCanonicalQuery({ keyword: "it's (a) *test*!" })).toBe('keyword=its%20a%20test');
  });

  it('verifies its own signature, from a URLSearchParams or a parsed query object', () => {
    const now = 1_700_000_000;
    const { query } = wbiSign({ keyword: '初雪 潮汐', page: 1 }, IMG_KEY, SUB_KEY, now);
    const search = new URLSearchParams(query);
    expect(verifyWbi(search, IMG_KEY, SUB_KEY, now + 30)).toBe('ok');
    expect(verifyWbi(Object.fromEntries(search), IMG_KEY, SUB_KEY, now)).toBe('ok');
  });

  it('rejects a missing, tampered, stale or foreign-key signature', () => {
    const now = 1_700_000_000;
    const search = new URLSearchParams(wbiSign({ bvid: 'BV1xx' }, IMG_KEY, SUB_KEY, now).query);
    expect(verifyWbi(new URLSearchParams('bvid=BV1xx'), IMG_KEY, SUB_KEY, now)).toBe('missing');
    const tampered = new URLSearchParams(search);
    tampered.set('bvid', 'BV1yy');
    expect(verifyWbi(tampered, IMG_KEY, SUB_KEY, now)).toBe('invalid');
    expect(verifyWbi(search, IMG_KEY, SUB_KEY, now + 601)).toBe('stale');
    expect(verifyWbi(search, IMG_KEY, SUB_KEY, now - 601)).toBe('stale');
    expect(verifyWbi(search, SUB_KEY, IMG_KEY, now)).toBe('invalid');
    expect(
      verifyWbi({ bvid: { nested: 'x' }, wts: String(now), w_rid: 'x' }, IMG_KEY, SUB_KEY, now),
    ).toBe('invalid');
  });

  it('derives fixed 32-hex keys per seed', () => {
    const keys = deriveWbiKeys(1);
    expect(keys).toEqual(deriveWbiKeys(1));
    expect(keys.imgKey).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.subKey).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.imgKey).not.toBe(keys.subKey);
    expect(deriveWbiKeys(2).imgKey).not.toBe(keys.imgKey);
  });
});
