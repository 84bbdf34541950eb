import { median, quantile } from './stats';

describe('stats', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('interpolates quantiles and clamps q', () => {
    expect(quantile([0, 10], 0.95)).toBeCloseTo(9.5);
    expect(quantile([1, 2, 3], 2)).toBe(3);
    expect(quantile([1, 2, 3], -1)).toBe(1);
  });
});
