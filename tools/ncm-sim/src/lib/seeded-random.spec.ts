import { createSeededRandom } from './seeded-random';

describe('createSeededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
  });

  it('gives different sequences for different seeds', () => {
    expect(createSeededRandom(1).next()).not.toBe(createSeededRandom(2).next());
  });

  it('stays in range and covers every integer of a small range', () => {
    const random = createSeededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const value = random.int(3, 6);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(6);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('rejects an empty pick and an inverted range', () => {
    const random = createSeededRandom(7);
    expect(() => random.pick([])).toThrow('cannot pick from an empty list');
    expect(() => random.int(5, 1)).toThrow(RangeError);
  });
});
