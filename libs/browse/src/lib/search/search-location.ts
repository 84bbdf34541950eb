import { SEARCH_TYPES, type SearchType } from '@cadenza/api-client';

/** The tab of each search type and the key of its label. */
export const SEARCH_TABS: ReadonlyArray<{ type: SearchType; labelKey: `search.types.${string}` }> =
  [
    { type: 1, labelKey: 'search.types.song' },
    { type: 10, labelKey: 'search.types.album' },
    { type: 1000, labelKey: 'search.types.playlist' },
    { type: 1004, labelKey: 'search.types.mv' },
    { type: 2000, labelKey: 'search.types.bilibili' },
  ];

/** What the search page shows, read from its URL (`/search?keyword=…&type=…`). */
export interface SearchQuery {
  keyword: string;
  type: SearchType;
}

/** Reads the keyword and type; an unknown type is songs (spec §3: searchType defaults to 1). */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const type = Number(params.get('type'));
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    type: SEARCH_TYPES.find((known) => known === type) ?? 1,
  };
}

/** The URL of a search, so results can be linked, reloaded and gone back to. */
export function searchLocation({ keyword, type }: SearchQuery): string {
  const params = new URLSearchParams({ keyword: keyword.trim(), type: String(type) });
  return `/search?${params.toString()}`;
}
