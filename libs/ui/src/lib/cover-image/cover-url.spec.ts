import { coverUrl } from './cover-url';

const SRC = 'https://p1.music.126.net/abc==/109951163.jpg';

describe('coverUrl', () => {
  it('asks the CDN for the drawn size in device pixels, W y H', () => {
    expect(coverUrl(SRC, 48, 48, 1)).toBe(`${SRC}?param=48y48`);
    expect(coverUrl(SRC, 48, 48, 2)).toBe(`${SRC}?param=96y96`);
    expect(coverUrl(SRC, 320, 180, 2)).toBe(`${SRC}?param=640y360`);
  });

  it('rounds up so the image is never upscaled, ignoring float noise', () => {
    expect(coverUrl(SRC, 48, 48, 1.5)).toBe(`${SRC}?param=72y72`);
    expect(coverUrl(SRC, 45, 45, 1.25)).toBe(`${SRC}?param=57y57`);
    expect(coverUrl(SRC, 48.2, 10.1, 1)).toBe(`${SRC}?param=49y11`);
    // 48 × 1.1 is 52.800000000000004 in floating point; 100 × 1.1 is 110.00000000000001.
    expect(coverUrl(SRC, 48, 100, 1.1)).toBe(`${SRC}?param=53y110`);
  });

  it('clamps the pixel ratio to 1…3 and treats a missing one as 1', () => {
    expect(coverUrl(SRC, 100, 100, 0.5)).toBe(`${SRC}?param=100y100`);
    expect(coverUrl(SRC, 100, 100, 4)).toBe(`${SRC}?param=300y300`);
    expect(coverUrl(SRC, 100, 100, Number.NaN)).toBe(`${SRC}?param=100y100`);
    expect(coverUrl(SRC, 100, 100, Number.POSITIVE_INFINITY)).toBe(`${SRC}?param=100y100`);
    expect(coverUrl(SRC, 100, 100)).toBe(`${SRC}?param=100y100`);
  });

  it('appends to an existing query with & and replaces an existing param', () => {
    expect(coverUrl(`${SRC}?imageView=1`, 50, 50, 1)).toBe(`${SRC}?imageView=1&param=50y50`);
    expect(coverUrl(`${SRC}?param=1024y1024`, 50, 50, 1)).toBe(`${SRC}?param=50y50`);
    expect(coverUrl(`${SRC}?a=1&param=1024y1024&b=2`, 50, 60, 2)).toBe(
      `${SRC}?a=1&param=100y120&b=2`,
    );
    expect(coverUrl(`${SRC}?`, 50, 50, 1)).toBe(`${SRC}?param=50y50`);
    expect(coverUrl(`${SRC}?a=1&`, 50, 50, 1)).toBe(`${SRC}?a=1&param=50y50`);
  });

  it('does not take another field that merely ends in "param" for the size', () => {
    expect(coverUrl(`${SRC}?xparam=1`, 50, 50, 1)).toBe(`${SRC}?xparam=1&param=50y50`);
  });

  it('keeps a fragment after the query', () => {
    expect(coverUrl(`${SRC}#top`, 50, 50, 1)).toBe(`${SRC}?param=50y50#top`);
    expect(coverUrl(`${SRC}?a=1#top`, 50, 50, 1)).toBe(`${SRC}?a=1&param=50y50#top`);
  });

  it('leaves data: and blob: URLs, empty URLs and empty boxes untouched', () => {
    expect(coverUrl('data:image/png;base64,iVBORw0KGgo=', 48, 48, 2)).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(coverUrl('DATA:image/png;base64,AAAA', 48, 48, 2)).toBe('DATA:image/png;base64,AAAA');
    expect(coverUrl('blob:https://app.local/5f1c-44', 48, 48, 2)).toBe(
      'blob:https://app.local/5f1c-44',
    );
    expect(coverUrl('', 48, 48, 2)).toBe('');
    expect(coverUrl(SRC, 0, 48, 2)).toBe(SRC);
    expect(coverUrl(SRC, 48, Number.NaN, 2)).toBe(SRC);
  });

  it('rewrites the last thumbnail size instead of adding a param', () => {
    expect(
      coverUrl('https://p1.example/a.jpg?thumbnail=10x10&x=1&thumbnail=20x20', 50, 40, 2),
    ).toBe('https://p1.example/a.jpg?thumbnail=10x10&x=1&thumbnail=100x80');
  });
});
