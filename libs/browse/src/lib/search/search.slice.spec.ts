import { cacheCleared } from '@cadenza/app-core';
import { createTestApp } from '@cadenza/app-core/testing';
import { searchRecorded, selectSearchHistory } from './search.slice';
import { startSearchHistoryEffects } from './search-history-effects';

function appWithHistory(history: string[]) {
  const app = createTestApp({ storage: { searchHistory: JSON.stringify(history) } });
  const stop = startSearchHistoryEffects(
    app.startListening,
    app.store.dispatch,
    app.platform.storage,
  );
  return { ...app, stop };
}

describe('the search slice in the store', () => {
  it('loads the stored history and saves each search', () => {
    const { store, platform, stop } = appWithHistory(['Eason']);
    expect(selectSearchHistory(store.getState())).toEqual(['Eason']);
    store.dispatch(searchRecorded('Jay Chou'));
    expect(platform.storage.getItem('searchHistory')).toBe(JSON.stringify(['Jay Chou', 'Eason']));
    stop();
  });

  it('empties when the history cache is cleared, and only then', () => {
    const { store, stop } = appWithHistory(['Jay Chou', 'Eason']);
    store.dispatch(cacheCleared('lyrics'));
    expect(selectSearchHistory(store.getState())).toEqual(['Jay Chou', 'Eason']);
    store.dispatch(cacheCleared('history'));
    expect(selectSearchHistory(store.getState())).toEqual([]);
    stop();
  });
});
