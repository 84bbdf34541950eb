import { createMemoryStorage } from './key-value-storage';

describe('createMemoryStorage', () => {
  it('keeps, replaces and removes values, starting from what it is given', () => {
    const storage = createMemoryStorage({ volume: '0.5' });
    expect(storage.getItem('volume')).toBe('0.5');
    expect(storage.getItem('missing')).toBeNull();
    storage.setItem('volume', '0.8');
    storage.setItem('mode', '1');
    expect(storage.snapshot()).toEqual({ volume: '0.8', mode: '1' });
    storage.removeItem('volume');
    expect(storage.getItem('volume')).toBeNull();
    expect(storage.snapshot()).toEqual({ mode: '1' });
  });

  it('does not share state between instances or with the object it started from', () => {
    const initial = { a: '1' };
    const first = createMemoryStorage(initial);
    const second = createMemoryStorage(initial);
    first.setItem('a', '2');
    expect(second.getItem('a')).toBe('1');
    expect(initial).toEqual({ a: '1' });
  });
});
