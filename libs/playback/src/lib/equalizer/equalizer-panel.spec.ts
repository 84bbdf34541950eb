import { bandName, gainText } from './equalizer-panel';

describe('equalizer labels', () => {
  it.each([
    [31, '31'],
    [500, '500'],
    [1000, '1k'],
    [16000, '16k'],
  ])('names %i Hz %p', (hz, name) => {
    expect(bandName(hz)).toBe(name);
  });

  it.each([
    [0, '0'],
    [6, '+6'],
    [-3.5, '-3.5'],
    [2.25, '+2.3'],
  ])('writes a gain of %p dB as %p', (gain, text) => {
    expect(gainText(gain)).toBe(text);
  });
});
