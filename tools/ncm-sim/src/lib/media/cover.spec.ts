import { parseImageParam, renderCover } from './cover';

/** Width and height from the IHDR chunk, which directly follows the 8-byte signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('renderCover', () => {
  it('gives the same bytes for the same seed and label', () => {
    const a = renderCover({ seed: 42, label: 'Album', width: 64, height: 64 });
    expect(renderCover({ seed: 42, label: 'Album', width: 64, height: 64 }).equals(a)).toBe(true);
  });

  it('gives different bytes for different seeds or labels', () => {
    const a = renderCover({ seed: 1, width: 64, height: 64 });
    expect(renderCover({ seed: 2, width: 64, height: 64 }).equals(a)).toBe(false);
    expect(renderCover({ seed: 1, label: 'B-sides', width: 64, height: 64 }).equals(a)).toBe(false);
  });

  it.each([
    [1, 1],
    [200, 200],
    [140, 90],
    [2048, 3],
  ])('writes a %dx%d PNG', (width, height) => {
    const png = renderCover({ seed: 7, width, height });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width, height });
  });

  it('rejects sizes outside 1..2048', () => {
    for (const [width, height] of [
      [0, 10],
      [10, 2049],
      [10.5, 10],
      [Number.NaN, 10],
    ] as const) {
      expect(() => renderCover({ seed: 1, width, height })).toThrow(RangeError);
    }
  });
});

describe('parseImageParam', () => {
  it('parses both WyH and WxH', () => {
    expect(parseImageParam('200y200')).toEqual({ width: 200, height: 200 });
    expect(parseImageParam('140x90')).toEqual({ width: 140, height: 90 });
  });

  it('clamps sizes above 2048', () => {
    expect(parseImageParam('4000y1000')).toEqual({ width: 2048, height: 1000 });
  });

  it.each([
    undefined,
    '',
    '200',
    '200y',
    'y200',
    '0y200',
    '200y0',
    '-1y200',
    '20.5y20',
    ' 200y200',
    '200z200',
    '200y200y',
  ])('rejects %p', (param) => {
    expect(parseImageParam(param)).toBeNull();
  });
});
