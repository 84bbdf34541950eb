import type { AppStartListening } from '@cadenza/app-core';
import type { KeyValueStorage } from '@cadenza/ports';
import { isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { readSearchHistory, writeSearchHistory } from './search-history';
import {
  searchHistoryCleared,
  searchHistoryEntryRemoved,
  searchHistoryLoaded,
  searchRecorded,
  selectSearchHistory,
} from './search.slice';

/** Loads the stored history into the store, then saves every change to it. */
export function startSearchHistoryEffects(
  startListening: AppStartListening,
  dispatch: (action: PayloadAction<string[]>) => unknown,
  storage: KeyValueStorage,
): () => void {
  dispatch(searchHistoryLoaded(readSearchHistory(storage)));
  return startListening({
    matcher: isAnyOf(searchRecorded, searchHistoryEntryRemoved, searchHistoryCleared),
    effect: (_action, api) => writeSearchHistory(storage, selectSearchHistory(api.getState())),
  });
}
