import { createMemoryStorage } from '@cadenza/ports';
import {
  SEARCH_HISTORY_LIMIT,
  readSearchHistory,
  withSearch,
  writeSearchHistory,
} from './search-history';

describe('search history', () => {
  it('puts the newest search first, moves a repeated one up and keeps at most the limit', () => {
    expect(withSearch(['b', 'a'], ' a ')).toEqual(['a', 'b']);
    expect(withSearch(['a'], '   ')).toEqual(['a']);
    const long = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `k${i}`);
    const next = withSearch(long, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`k${SEARCH_HISTORY_LIMIT - 1}`);
  });

  it('round-trips through storage and clears by removing the key', () => {
    const storage = createMemoryStorage();
    writeSearchHistory(storage, ['风起', 'Neon']);
    expect(readSearchHistory(storage)).toEqual(['风起', 'Neon']);
    writeSearchHistory(storage, []);
    expect(storage.getItem('searchHistory')).toBeNull();
  });

  it.each(['{not json', '"text"', '{"a":1}', '[1, null, "", "ok"]'])(
    'reads a corrupt history %p as what it can keep',
    (stored) => {
      const storage = createMemoryStorage({ searchHistory: stored });
      expect(readSearchHistory(storage)).toEqual(stored.includes('ok') ? ['ok'] : []);
    },
  );
});
