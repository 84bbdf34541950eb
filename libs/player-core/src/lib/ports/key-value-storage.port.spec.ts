import { createMemoryStorage, readJson, type KeyValueStorage } from './key-value-storage.port';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

function throwingStorage(): KeyValueStorage {
  return {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}

describe('createMemoryStorage', () => {
  it('stores, reads and removes strings', () => {
    const storage = createMemoryStorage();
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', '1');
    storage.setItem('b', 'two');
    expect(storage.getItem('a')).toBe('1');
    storage.setItem('a', '3');
    expect(storage.getItem('a')).toBe('3');
    storage.removeItem('a');
    storage.removeItem('missing');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.snapshot()).toEqual({ b: 'two' });
  });

  it('starts from a copy of the initial values', () => {
    const initial = { volume: '0.5' };
    const storage = createMemoryStorage(initial);
    expect(storage.getItem('volume')).toBe('0.5');
    storage.setItem('volume', '1');
    storage.setItem('other', 'x');
    expect(initial).toEqual({ volume: '0.5' });
  });

  it('returns a snapshot the caller cannot use to change the storage', () => {
    const storage = createMemoryStorage({ a: '1' });
    const snapshot = storage.snapshot();
    snapshot['a'] = 'changed';
    expect(storage.getItem('a')).toBe('1');
  });
});

describe('readJson', () => {
  it('gives the fallback without a problem when the key is missing', () => {
    expect(readJson(createMemoryStorage(), 'list', isNumberList, [])).toEqual({
      value: [],
      problem: null,
    });
  });

  it('gives the parsed value when it validates', () => {
    const storage = createMemoryStorage({ list: '[1,2,3]' });
    expect(readJson(storage, 'list', isNumberList, [])).toEqual({
      value: [1, 2, 3],
      problem: null,
    });
  });

  it('falls back with a reason when the value has the wrong shape', () => {
    const storage = createMemoryStorage({ list: '{"a":1}' });
    expect(readJson(storage, 'list', isNumberList, [9])).toEqual({
      value: [9],
      problem: 'list: unexpected value, defaults used',
    });
  });

  it('falls back with a reason when the text is not JSON', () => {
    const storage = createMemoryStorage({ list: '[1,2' });
    expect(readJson(storage, 'list', isNumberList, [])).toEqual({
      value: [],
      problem: 'list: not JSON, defaults used',
    });
  });

  it('falls back with a reason, never throwing, when the storage itself throws', () => {
    expect(readJson(throwingStorage(), 'list', isNumberList, [])).toEqual({
      value: [],
      problem: 'list: storage unavailable (Error: SecurityError)',
    });
  });
});
