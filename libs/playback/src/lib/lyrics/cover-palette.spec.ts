import { DARK_TEXT_BRIGHTNESS, brightnessOf, paletteOf } from './cover-palette';

const pixels = (...colours: Array<[number, number, number, number]>) => colours.flat();

describe('paletteOf', () => {
  it('averages the opaque pixels and shades the gradient end', () => {
    const palette = paletteOf(pixels([200, 100, 0, 255], [0, 100, 200, 255], [255, 255, 255, 0]));
    expect(palette).toMatchObject({ base: 'rgb(100, 100, 100)', deep: 'rgb(55, 55, 55)' });
    expect(palette?.brightness).toBeCloseTo(100, 5);
    expect(palette?.darkText).toBe(false);
  });

  it('chooses dark text above a brightness of 155 only', () => {
    expect(DARK_TEXT_BRIGHTNESS).toBe(155);
    expect(paletteOf(pixels([156, 156, 156, 255]))?.darkText).toBe(true);
    expect(paletteOf(pixels([155, 155, 155, 255]))?.darkText).toBe(false);
    expect(brightnessOf(255, 0, 0)).toBeCloseTo(76.245, 3);
  });

  it('has nothing to say about a transparent or empty image', () => {
    expect(paletteOf(pixels([10, 10, 10, 0]))).toBeNull();
    expect(paletteOf([])).toBeNull();
  });
});
