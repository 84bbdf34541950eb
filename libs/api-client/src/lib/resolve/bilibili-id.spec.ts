import {
  bilibiliProxyUrl,
  bilibiliRefOf,
  formatBilibiliTrackId,
  isBilibiliSong,
  isSameBilibiliTrack,
  parseBilibiliTrackId,
} from './bilibili-id';

const BVID = 'BV117411r7R1';

describe('video-site track ids', () => {
  it('parses bvid--<first artist id or page>--cid', () => {
    expect(parseBilibiliTrackId(`${BVID}--66606350--171776208`)).toEqual({
      bvid: BVID,
      middle: '66606350',
      cid: 171776208,
    });
    expect(parseBilibiliTrackId(`${BVID}--1--171776208`)?.middle).toBe('1');
    expect(formatBilibiliTrackId(BVID, 2, 5)).toBe(`${BVID}--2--5`);
  });

  it.each([
    [33894312],
    ['33894312'],
    [`${BVID}--1`],
    [`${BVID}--1--x`],
    [`AV117411r7R1--1--5`],
    [`${BVID}--1--5--6`],
    [null],
  ])('rejects %p', (id) => {
    expect(parseBilibiliTrackId(id)).toBeNull();
  });

  it('compares tracks by bvid and cid, whatever the middle segment', () => {
    expect(isSameBilibiliTrack(`${BVID}--1--5`, `${BVID}--66606350--5`)).toBe(true);
    expect(isSameBilibiliTrack(`${BVID}--1--5`, { bvid: BVID, cid: 5 })).toBe(true);
    expect(isSameBilibiliTrack(`${BVID}--1--5`, `${BVID}--1--6`)).toBe(false);
    expect(isSameBilibiliTrack(`${BVID}--1--5`, 'BV1xxxxxxxxx--1--5')).toBe(false);
    expect(isSameBilibiliTrack('123', '123')).toBe(false);
  });

  it('finds the ref of a song from bilibiliData, else from its id', () => {
    expect(bilibiliRefOf({ id: 'x', bilibiliData: { bvid: BVID, cid: '7' } })).toEqual({
      bvid: BVID,
      cid: 7,
    });
    expect(bilibiliRefOf({ id: `${BVID}--1--9`, bilibiliData: null })).toEqual({
      bvid: BVID,
      cid: 9,
    });
    expect(bilibiliRefOf({ id: 5, bilibili: { bvid: BVID, cid: 8 } })).toEqual({
      bvid: BVID,
      cid: 8,
    });
    expect(bilibiliRefOf({ id: 5 })).toBeNull();
    expect(isBilibiliSong({ id: 5, source: 'bilibili' })).toBe(true);
    expect(isBilibiliSong({ id: `${BVID}--1--9` })).toBe(true);
    expect(isBilibiliSong({ id: 5, source: 'netease' })).toBe(false);
  });
});

describe('bilibiliProxyUrl', () => {
  it('encodes the address under the stream proxy of the base', () => {
    expect(bilibiliProxyUrl('/api', 'https://upos.bilivideo.com/a.m4s?x=1&y=2')).toBe(
      '/api/bilibili/stream-proxy?url=https%3A%2F%2Fupos.bilivideo.com%2Fa.m4s%3Fx%3D1%26y%3D2',
    );
    expect(bilibiliProxyUrl('http://127.0.0.1:30488/', 'http://i1.hdslb.com/a.jpg')).toBe(
      'http://127.0.0.1:30488/bilibili/stream-proxy?url=http%3A%2F%2Fi1.hdslb.com%2Fa.jpg',
    );
  });

  it('puts https: before an address without a protocol', () => {
    expect(bilibiliProxyUrl('/api', '//i0.hdslb.com/a.jpg')).toBe(
      `/api/bilibili/stream-proxy?url=${encodeURIComponent('https://i0.hdslb.com/a.jpg')}`,
    );
  });
});
