import { withinBudget } from './figure';

describe('withinBudget', () => {
  it('holds a figure to its ceiling and its floor, each included', () => {
    const figure = { name: 'spread', unit: 'LU' };
    expect(withinBudget({ ...figure, value: 1, budget: 1 })).toBe(true);
    expect(withinBudget({ ...figure, value: 1.01, budget: 1 })).toBe(false);
    expect(withinBudget({ ...figure, value: 10, atLeast: 10 })).toBe(true);
    expect(withinBudget({ ...figure, value: 9.9, atLeast: 10 })).toBe(false);
    expect(withinBudget({ ...figure, value: 5, budget: 4, atLeast: 1 })).toBe(false);
  });

  it('holds a figure without limits to nothing', () => {
    expect(withinBudget({ name: 'heap', unit: 'MB', value: 1e9 })).toBe(true);
  });
});
