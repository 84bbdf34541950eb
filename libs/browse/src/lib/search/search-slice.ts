import type { KeyValueStorage } from '@cadenza/ports';
import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { appReducer, cacheCleared, type AppStartListening } from '@cadenza/app-core';
import { readSearchHistory, withSearch, writeSearchHistory } from './search-history';

/** The search history the search box and page share. */
export interface SearchState {
  history: string[];
}

const initialState: SearchState = { history: [] };

/** Past searches, newest first; loaded from and saved to the platform's storage. */
export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchHistoryLoaded(state, action: PayloadAction<string[]>) {
      state.history = action.payload;
    },
    searchRecorded(state, action: PayloadAction<string>) {
      state.history = withSearch(state.history, action.payload);
    },
    searchHistoryEntryRemoved(state, action: PayloadAction<string>) {
      state.history = state.history.filter((entry) => entry !== action.payload);
    },
    searchHistoryCleared(state) {
      state.history = [];
    },
  },
  extraReducers: (builder) => {
    // Settings' system tab cleared the stored history.
    builder.addCase(cacheCleared, (state, action) => {
      if (action.payload === 'history') state.history = [];
    });
  },
  selectors: {
    selectSearchHistory: (state) => state.history,
  },
});

export const {
  searchHistoryLoaded,
  searchRecorded,
  searchHistoryEntryRemoved,
  searchHistoryCleared,
} = searchSlice.actions;
declare module '@cadenza/app-core' {
  interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

const injectedSearchSlice = searchSlice.injectInto(appReducer);

export const { selectSearchHistory } = injectedSearchSlice.selectors;

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
