import { createHash } from 'node:crypto';
import { signWbiQuery, wbiKeyFromUrl, wbiMixinKey } from './wbi-sign';

/** The worked example of Bilibili's WBI documentation (bilibili-API-collect, "WBI 签名"). */
const KEYS = {
  imgKey: '7cd084941338484aae1ad9425b84077c',
  subKey: '4932caff0ff746eab6f01bf08b70ac45',
};

describe('WBI signing', () => {
  it('shuffles the key pair into the documented mixin key', () => {
    expect(wbiMixinKey(KEYS)).toBe('ea1db124af3c7062474693fa704f4ff8');
  });

  it('signs the documented parameters to the documented w_rid', () => {
    expect(signWbiQuery({ foo: '114', bar: '514', zab: '1919810' }, KEYS, 1702204169)).toBe(
      'bar=514&foo=114&wts=1702204169&zab=1919810&w_rid=8f6f2b5b3d485fe1886cec6a0be8c5d4',
    );
  });

  it("floors wts, strips !'()* from values, encodes, and hashes exactly the query sent", () => {
    const query = signWbiQuery({ keyword: "a (b)! c*'d 少年", page: '1' }, KEYS, 1700000000.9);
    const [signed, wRid] = query.split('&w_rid=');
    expect(signed).toBe('keyword=a%20b%20cd%20%E5%B0%91%E5%B9%B4&page=1&wts=1700000000');
    expect(wRid).toBe(
      createHash('md5').update(`${signed}ea1db124af3c7062474693fa704f4ff8`).digest('hex'),
    );
  });

  it('takes the keys from the file stems of the nav image URLs', () => {
    expect(wbiKeyFromUrl('https://i0.hdslb.com/bfs/wbi/7cd084941338484aae1ad9425b84077c.png')).toBe(
      '7cd084941338484aae1ad9425b84077c',
    );
    expect(wbiKeyFromUrl('https://i0.hdslb.com/bfs/wbi/abc')).toBe('abc');
  });
});
