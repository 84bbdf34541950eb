import {
  bilibiliSearchDtoSchema,
  cloudsearchDtoSchema,
  searchDefaultDtoSchema,
  searchHotDetailDtoSchema,
  searchSuggestDtoSchema,
} from '@cadenza/contract';
import type {
  HotSearch,
  SearchDefault,
  SearchResults,
  SearchSuggestion,
  SearchType,
} from '../lib/models/search';
import {
  cloudsearchFrom,
  hotSearchesFrom,
  searchDefaultFrom,
  searchSuggestionsFrom,
  videoSearchResultsFrom,
  type CloudsearchType,
} from '../lib/normalize/search.normalize';
import { SEARCH_TYPES } from '../lib/models/search';
import { domainApi, fetchValidated, type EndpointResult, type RunQuery } from './endpoint-kit';

export { SEARCH_TYPES };
/** Results per page (contract §2 rows 27 and 38). */
export const SEARCH_PAGE_SIZE = 30;
/** The error of a search type the page does not offer; no request is sent. */
export const UNKNOWN_SEARCH_TYPE_MESSAGE = 'unknown search type';

/** One page of a search: keywords, type (default 1, songs), page from 0, page size. */
export interface SearchArgs {
  keywords: string;
  type?: SearchType;
  page?: number;
  limit?: number;
}

async function runSearch(
  runQuery: RunQuery,
  { keywords, type = 1, page = 0, limit = SEARCH_PAGE_SIZE }: SearchArgs,
  endpoint: string,
): Promise<EndpointResult<SearchResults>> {
  if (!SEARCH_TYPES.includes(type)) {
    return { error: { status: 'CUSTOM_ERROR', error: UNKNOWN_SEARCH_TYPE_MESSAGE } };
  }
  if (type === 2000) {
    const answer = await fetchValidated(
      runQuery,
      { path: '/bilibili/search', params: { keyword: keywords, page: page + 1, pagesize: limit } },
      bilibiliSearchDtoSchema,
      endpoint,
    );
    return 'error' in answer ? answer : { data: videoSearchResultsFrom(answer.data, limit) };
  }
  const cloudType: CloudsearchType = type;
  const answer = await fetchValidated(
    runQuery,
    { path: '/cloudsearch', params: { keywords, type, limit, offset: page * limit } },
    cloudsearchDtoSchema,
    endpoint,
  );
  return 'error' in answer ? answer : { data: cloudsearchFrom(answer.data, cloudType, limit) };
}

/** Search (spec §7, contract §3.8; type 2000 through the video site, §4.2). */
export const searchApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /search/default`: the placeholder and the keyword of an empty search. */
    getSearchDefault: builder.query<SearchDefault, void>({
      query: () => '/search/default',
      rawResponseSchema: searchDefaultDtoSchema,
      transformResponse: searchDefaultFrom,
    }),
    /** `GET /search/hot/detail`: the hot searches. */
    getHotSearches: builder.query<HotSearch[], void>({
      query: () => '/search/hot/detail',
      rawResponseSchema: searchHotDetailDtoSchema,
      transformResponse: hotSearchesFrom,
    }),
    /** `GET /search/suggest?keywords`: what the listener may be typing. */
    getSearchSuggestions: builder.query<SearchSuggestion[], string>({
      query: (keywords) => ({ path: '/search/suggest', params: { keywords } }),
      rawResponseSchema: searchSuggestDtoSchema,
      transformResponse: searchSuggestionsFrom,
    }),
    /**
     * One page of results by type: `/cloudsearch?keywords&type&limit&offset` for 1, 10, 1000 and
     * 1004; `/bilibili/search?keyword&page&pagesize` for 2000.
     */
    search: builder.query<SearchResults, SearchArgs>({
      queryFn: (args, api, _extra, runQuery) => runSearch(runQuery, args, api.endpoint),
    }),
    /**
     * The same search as pages kept together (the results list scrolls on): page params from 0,
     * a next page while the last one was full.
     */
    searchPages: builder.infiniteQuery<SearchResults, Omit<SearchArgs, 'page'>, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.hasMore ? lastPageParam + 1 : undefined,
      },
      queryFn: ({ queryArg, pageParam }, api, _extra, runQuery) =>
        runSearch(runQuery, { ...queryArg, page: pageParam }, api.endpoint),
    }),
  }),
});

/** React hooks of {@link searchApi}. */
export const {
  useGetSearchDefaultQuery,
  useGetHotSearchesQuery,
  useGetSearchSuggestionsQuery,
  useSearchQuery,
  useSearchPagesInfiniteQuery,
} = searchApi;
