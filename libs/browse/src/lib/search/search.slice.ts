import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { appReducer, cacheCleared } from '@cadenza/app-core';
import { withSearch } from './search-history';

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
