import { searchApi } from '@cadenza/api-client/react';
import type { ScreenPrefetch } from '@cadenza/app-core';
import { parseSearchQuery } from './search-location';

/** A search's first page of results, asked as the navigation to it starts. */
export const prefetchSearch: ScreenPrefetch = ({ search }, dispatch) => {
  const { keyword, type } = parseSearchQuery(search);
  if (keyword === '') return;
  // An infinite query: RTK Query's `util.prefetch` is typed for plain queries only.
  void dispatch(
    searchApi.endpoints.searchPages.initiate({ keywords: keyword, type }, { subscribe: false }),
  );
};
