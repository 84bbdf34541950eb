import { createMemoryStorage, type KeyValueStorage } from '@cadenza/ports';
import { readJson } from './read-json';

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
