import type { SearchDefault, SearchSuggestion } from '@cadenza/api-client';
import { useGetSearchDefaultQuery, useGetSearchSuggestionsQuery } from '@cadenza/api-client/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';

/** What the search box learns from the service: its default keyword and the suggestions. */
export interface SearchBoxAnswers {
  /** The placeholder and the keyword searched when the field is empty; absent until answered. */
  fallback?: SearchDefault;
  suggestions: readonly SearchSuggestion[];
}

const NO_SUGGESTIONS: readonly SearchSuggestion[] = [];

/**
 * The search box's queries, apart from its field: they need the API, which is not part of the
 * first paint, so the field shows (and takes typing) before they can run. Renders nothing;
 * tells the box what the service answered.
 */
export function SearchBoxQueries({
  typed,
  onAnswers,
}: {
  /** The settled text to suggest for; null asks for no suggestions. */
  typed: string | null;
  onAnswers(answers: SearchBoxAnswers): void;
}) {
  const { data: fallback } = useGetSearchDefaultQuery();
  const { data: suggestions = NO_SUGGESTIONS } = useGetSearchSuggestionsQuery(typed ?? skipToken);
  useEffect(() => onAnswers({ fallback, suggestions }), [fallback, suggestions, onAnswers]);
  return null;
}
