import { joinFontFamilies, splitFontFamilies } from './font-family';

describe('font families in priority order', () => {
  it.each([
    ['system-ui', ['system-ui']],
    [
      '"PingFang SC", \'Microsoft YaHei\', system-ui',
      ['PingFang SC', 'Microsoft YaHei', 'system-ui'],
    ],
    ['Inter, , Inter ,sans-serif', ['Inter', 'sans-serif']],
    ['', []],
  ])('%p splits into %p', (value, names) => {
    expect(splitFontFamilies(value)).toEqual(names);
  });

  it('joins into a CSS value, quoting named fonts', () => {
    expect(joinFontFamilies(['PingFang SC', 'system-ui', 'PingFang SC', ' '])).toBe(
      '"PingFang SC", system-ui',
    );
    expect(joinFontFamilies([])).toBe('system-ui');
    expect(splitFontFamilies(joinFontFamilies(['A "B"', 'serif']))).toEqual(['A B', 'serif']);
  });
});
