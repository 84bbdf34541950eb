import { PLAYER_LIMITS } from '../constants/timing';
import { buildMediaMetadata, imageUrlWithSize } from './media-metadata';

const COVER = 'https://p1.music.126.net/abc/109951.jpg';

describe('imageUrlWithSize', () => {
  it.each([
    [COVER, 96, `${COVER}?param=96y96`],
    [COVER, 512, `${COVER}?param=512y512`],
    [
      '/api/bilibili/stream-proxy?url=https%3A%2F%2Fi0.hdslb.com%2Fa.jpg',
      128,
      '/api/bilibili/stream-proxy?url=https%3A%2F%2Fi0.hdslb.com%2Fa.jpg&param=128y128',
    ],
    [`${COVER}?imageView=1`, 192, `${COVER}?imageView=1&param=192y192`],
    [`${COVER}#cover`, 96, `${COVER}?param=96y96#cover`],
    [`${COVER}?a=1#cover`, 96, `${COVER}?a=1&param=96y96#cover`],
    [`${COVER}?thumbnail=200y200`, 256, `${COVER}?thumbnail=256y256`],
    [`${COVER}?thumbnail=200x200&type=webp`, 96, `${COVER}?thumbnail=96y96&type=webp`],
    [
      `${COVER}?thumbnail=200y200&from=thumbnail=300y300`,
      384,
      `${COVER}?thumbnail=200y200&from=thumbnail=384y384`,
    ],
    [
      `${COVER}?thumbnail=1y1&x=2&thumbnail=300y300#frag`,
      96,
      `${COVER}?thumbnail=1y1&x=2&thumbnail=96y96#frag`,
    ],
    ['', 96, ''],
  ])('%s at %p px → %s', (url, size, expected) => {
    expect(imageUrlWithSize(url, size)).toBe(expected);
  });
});

describe('buildMediaMetadata', () => {
  it('reads Shape A (ar / al) with the top-level picUrl', () => {
    const metadata = buildMediaMetadata({
      name: '晴天',
      ar: [{ name: '周杰伦' }, { name: 'Guest' }],
      al: { name: '叶惠美', picUrl: 'https://elsewhere/al.jpg' },
      picUrl: COVER,
    });
    expect(metadata.title).toBe('晴天');
    expect(metadata.artist).toBe('周杰伦 / Guest');
    expect(metadata.album).toBe('叶惠美');
    expect(metadata.artwork[0]).toEqual({
      src: `${COVER}?param=96y96`,
      sizes: '96x96',
      type: 'image/jpeg',
    });
  });

  it('falls back to al.picUrl', () => {
    const metadata = buildMediaMetadata({ name: 'x', ar: [], al: { name: 'A', picUrl: COVER } });
    expect(metadata.artwork.map((image) => image.src)).toContain(`${COVER}?param=512y512`);
  });

  it('reads Shape B (song.artists / song.album)', () => {
    const metadata = buildMediaMetadata({
      name: '七里香',
      picUrl: COVER,
      song: { artists: [{ name: '周杰伦' }], album: { name: '七里香', picUrl: 'unused' } },
    });
    expect(metadata).toMatchObject({ title: '七里香', artist: '周杰伦', album: '七里香' });
    expect(metadata.artwork[0]?.src).toBe(`${COVER}?param=96y96`);
  });

  it('uses song.album.picUrl when nothing else has a cover', () => {
    const metadata = buildMediaMetadata({ song: { album: { picUrl: COVER } } });
    expect(metadata.artwork).toHaveLength(6);
  });

  it('offers exactly the six artwork sizes of spec §4', () => {
    const { artwork } = buildMediaMetadata({ name: 'x', picUrl: COVER });
    expect(PLAYER_LIMITS.mediaSessionArtworkSizes).toEqual([96, 128, 192, 256, 384, 512]);
    expect(artwork).toEqual(
      [96, 128, 192, 256, 384, 512].map((size) => ({
        src: `${COVER}?param=${size}y${size}`,
        sizes: `${size}x${size}`,
        type: 'image/jpeg',
      })),
    );
  });

  it('is empty but well-formed for a bare song: no artwork without a cover', () => {
    expect(buildMediaMetadata({})).toEqual({ title: '', artist: '', album: '', artwork: [] });
    expect(buildMediaMetadata({ name: null, picUrl: '', ar: null, al: null, song: null })).toEqual({
      title: '',
      artist: '',
      album: '',
      artwork: [],
    });
  });

  it('skips artists without a name', () => {
    expect(
      buildMediaMetadata({ ar: [{ name: 'A' }, {}, { name: null }, { name: 'B' }] }).artist,
    ).toBe('A / B');
  });
});
