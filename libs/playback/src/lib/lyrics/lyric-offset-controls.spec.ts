import { offsetText } from './lyric-offset-controls';

describe('offsetText', () => {
  it.each([
    [0, '0'],
    [40, '0'],
    [100, '+0.1'],
    [1000, '+1.0'],
    [-500, '−0.5'],
    [-10000, '−10.0'],
  ])('%i ms reads %p', (offsetMs, text) => {
    expect(offsetText(offsetMs)).toBe(text);
  });
});
