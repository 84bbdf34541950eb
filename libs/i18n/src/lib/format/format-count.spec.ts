import type { Language } from '../locales';
import { MISSING_COUNT, formatCount } from './format-count';

describe('formatCount', () => {
  it.each<[number, string]>([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [9_999, '9999'],
    [10_000, '1万'],
    [10_999, '1万'],
    [12_345, '1.2万'],
    [19_999, '1.9万'],
    [29_000, '2.9万'],
    [99_999, '9.9万'],
    [100_000, '10万'],
    [1_234_567, '123.4万'],
    [99_999_999, '9999.9万'],
    [100_000_000, '1亿'],
    [350_000_000, '3.5亿'],
    [123_456_789_012, '1234.5亿'],
    [-9_999, '-9999'],
    [-12_345, '-1.2万'],
    [-350_000_000, '-3.5亿'],
    [12_345.9, '1.2万'],
    [9_999.9, '9999'],
    [-0.4, '0'],
  ])('zh-CN %p → %p', (value, expected) => {
    expect(formatCount(value, 'zh-CN')).toBe(expected);
  });

  it.each<[number, string]>([
    [0, '0'],
    [999, '999'],
    [1_000, '1K'],
    [1_050, '1K'],
    [9_999, '9.9K'],
    [10_000, '10K'],
    [12_345, '12.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [4_567_890, '4.5M'],
    [99_999_999, '99.9M'],
    [100_000_000, '100M'],
    [1_000_000_000, '1B'],
    [1_234_567_890, '1.2B'],
    [-12_345, '-12.3K'],
    [-999, '-999'],
  ])('en-US %p → %p', (value, expected) => {
    expect(formatCount(value, 'en-US')).toBe(expected);
  });

  it.each<[number | null | undefined, Language]>([
    [Number.NaN, 'zh-CN'],
    [Number.NaN, 'en-US'],
    [Number.POSITIVE_INFINITY, 'zh-CN'],
    [Number.NEGATIVE_INFINITY, 'en-US'],
    [null, 'zh-CN'],
    [undefined, 'en-US'],
  ])('%p in %s is shown as missing', (value, language) => {
    expect(formatCount(value, language)).toBe(MISSING_COUNT);
  });
});
