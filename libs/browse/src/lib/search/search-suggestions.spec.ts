import { cycleIndex } from './search-suggestions';

describe('cycleIndex', () => {
  it('walks down the list and back to the typed text', () => {
    expect([cycleIndex(-1, 1, 3), cycleIndex(0, 1, 3), cycleIndex(2, 1, 3)]).toEqual([0, 1, -1]);
  });

  it('walks up from the typed text to the last suggestion', () => {
    expect([cycleIndex(-1, -1, 3), cycleIndex(0, -1, 3), cycleIndex(2, -1, 3)]).toEqual([2, -1, 1]);
  });
});
