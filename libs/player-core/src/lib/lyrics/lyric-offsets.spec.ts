import { createMemoryStorage, type KeyValueStorage } from '@cadenza/ports';
import { createLyricOffsets, LYRIC_OFFSETS_STORAGE_KEY } from './lyric-offsets';

const KEY = 'lyric-correction-map';
const BILIBILI_ID = 'BV1xx411c7mD--1--12345';

describe('createLyricOffsets', () => {
  it('uses the lyric-correction-map key', () => {
    expect(LYRIC_OFFSETS_STORAGE_KEY).toBe(KEY);
  });

  it('answers 0 for an unknown song on empty storage, without a problem', () => {
    const offsets = createLyricOffsets(createMemoryStorage());
    expect(offsets.get(186016)).toBe(0);
    expect(offsets.problem).toBeNull();
  });

  it('round-trips numeric and string ids through storage', () => {
    const storage = createMemoryStorage();
    const offsets = createLyricOffsets(storage);
    expect(offsets.set(186016, 1_500)).toBe(1_500);
    expect(offsets.set(BILIBILI_ID, -700)).toBe(-700);
    expect(JSON.parse(storage.snapshot()[KEY] ?? 'null')).toEqual({
      '186016': 1_500,
      [BILIBILI_ID]: -700,
    });
    const reloaded = createLyricOffsets(storage);
    expect(reloaded.get(186016)).toBe(1_500);
    expect(reloaded.get('186016')).toBe(1_500);
    expect(reloaded.get(BILIBILI_ID)).toBe(-700);
    expect(reloaded.problem).toBeNull();
  });

  it.each<[number, number]>([
    [25_000, 10_000],
    [-25_000, -10_000],
    [10_000, 10_000],
    [-10_000, -10_000],
    [333.4, 333],
    [Number.NaN, 0],
  ])('clamps set(%d) to %d', (input, expected) => {
    const storage = createMemoryStorage();
    const offsets = createLyricOffsets(storage);
    expect(offsets.set(1, input)).toBe(expected);
    expect(offsets.get(1)).toBe(expected);
  });

  it('removes the entry when set to 0', () => {
    const storage = createMemoryStorage({ [KEY]: '{"1":500,"2":300}' });
    const offsets = createLyricOffsets(storage);
    offsets.set(1, 0);
    expect(offsets.get(1)).toBe(0);
    expect(storage.snapshot()[KEY]).toBe('{"2":300}');
  });

  it('adjusts by a delta, clamping, and removes the entry when it returns to 0', () => {
    const storage = createMemoryStorage();
    const offsets = createLyricOffsets(storage);
    expect(offsets.adjust(7, 500)).toBe(500);
    expect(offsets.adjust(7, 500)).toBe(1_000);
    expect(offsets.adjust(7, 20_000)).toBe(10_000);
    expect(offsets.adjust(7, -10_000)).toBe(0);
    expect(storage.snapshot()[KEY]).toBe('{}');
  });

  it('does not write when nothing changes', () => {
    const storage = createMemoryStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    const offsets = createLyricOffsets(storage);
    offsets.set(1, 0);
    offsets.set(2, 400);
    offsets.set(2, 400);
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not JSON', '{oops', 'not JSON'],
    ['an array', '[1,2]', 'unexpected value'],
    ['a number', '42', 'unexpected value'],
    ['null', 'null', 'unexpected value'],
  ])('falls back to {} for %s, with a problem', (_name, stored, problem) => {
    const storage = createMemoryStorage({ [KEY]: stored });
    const offsets = createLyricOffsets(storage);
    expect(offsets.get(1)).toBe(0);
    expect(offsets.problem).toContain(problem);
    // The next change replaces the corrupt value.
    offsets.set(1, 200);
    expect(storage.snapshot()[KEY]).toBe('{"1":200}');
  });

  it('drops invalid entries and clamps stored values', () => {
    const storage = createMemoryStorage({
      [KEY]: JSON.stringify({ a: 'x', b: null, c: 50_000, d: -200, e: 0, f: [1] }),
    });
    const offsets = createLyricOffsets(storage);
    expect(offsets.problem).toBe(`${KEY}: 3 invalid entries ignored`);
    expect([offsets.get('a'), offsets.get('c'), offsets.get('d'), offsets.get('e')]).toEqual([
      0, 10_000, -200, 0,
    ]);
  });

  it('says "entry" for one invalid entry', () => {
    const offsets = createLyricOffsets(createMemoryStorage({ [KEY]: '{"a":"x"}' }));
    expect(offsets.problem).toBe(`${KEY}: 1 invalid entry ignored`);
  });

  it('never throws when storage throws, and reports why', () => {
    const failing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const offsets = createLyricOffsets(failing);
    expect(offsets.problem).toContain('storage unavailable');
    expect(offsets.set(1, 300)).toBe(300);
    expect(offsets.get(1)).toBe(300);
    expect(offsets.problem).toContain('could not be saved (Error: quota)');
  });
});
