import { lowerBoundByTime, upperBoundByTime } from './time-search';

const items = [0, 10, 10, 20].map((timeMs) => ({ timeMs }));

describe('time search', () => {
  it.each<[number, number, number]>([
    [-1, 0, 0],
    [0, 0, 1],
    [5, 1, 1],
    [10, 1, 3],
    [15, 3, 3],
    [20, 3, 4],
    [99, 4, 4],
  ])('at %d: lower bound %d, upper bound %d', (timeMs, lower, upper) => {
    expect(lowerBoundByTime(items, timeMs)).toBe(lower);
    expect(upperBoundByTime(items, timeMs)).toBe(upper);
  });

  it('answers 0 for no items', () => {
    expect(lowerBoundByTime([], 5)).toBe(0);
    expect(upperBoundByTime([], 5)).toBe(0);
  });
});
