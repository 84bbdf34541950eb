import type { SearchSuggestion } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import { NativeSelect, TextInput } from '@cadenza/ui';
import { RiSearchLine } from '@remixicon/react';
import { lazy, useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, AfterAppParts } from '@cadenza/app-core';
import type { SearchBoxAnswers } from './search-box-queries';
import { SEARCH_TABS, parseSearchQuery, searchLocation } from './search-location';
import { searchRecorded } from './search.slice';
import { SearchSuggestions, cycleIndex, suggestionId } from './search-suggestions';
import { useDebounced } from './use-debounced';

/** Typing settles this long before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;
import './search.css';

// The field is part of the first paint; the service's answers follow with the API.
const SearchBoxQueries = lazy(() =>
  import('./search-box-queries').then((module) => ({ default: module.SearchBoxQueries })),
);

/**
 * The top bar's search: the field (the service's default keyword as placeholder, searched when
 * the field is empty) and the type. Enter opens the search page with the results.
 */
export function SearchBox() {
  const { t } = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = parseSearchQuery(params);
  const onSearchPage = pathname === '/search';
  const [keyword, setKeyword] = useState(onSearchPage ? current.keyword : '');
  const [type, setType] = useState(current.type);
  const [{ fallback, suggestions }, setAnswers] = useState<SearchBoxAnswers>({
    suggestions: [],
  });
  const [suggesting, setSuggesting] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const typed = useDebounced(keyword.trim(), SUGGEST_DELAY_MS);
  const shown = suggesting && typed !== '' ? suggestions.slice(0, 10) : [];

  // The field follows the page when the listener goes back and forth between searches.
  useEffect(() => {
    if (!onSearchPage) return;
    setKeyword(current.keyword);
    setType(current.type);
  }, [onSearchPage, current.keyword, current.type]);

  const search = (searched: string) => {
    setSuggesting(false);
    setActive(-1);
    if (searched === '') return;
    dispatch(searchRecorded(searched));
    navigate(searchLocation({ keyword: searched, type }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = shown[active];
    if (chosen) return choose(chosen);
    search(keyword.trim() || fallback?.realkeyword || '');
  };
  const choose = (suggestion: SearchSuggestion) => {
    setKeyword(suggestion.name);
    search(suggestion.name);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setSuggesting(false);
    if (shown.length === 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((index) => cycleIndex(index, step, shown.length));
  };

  return (
    <form role="search" className="cz-search-box" onSubmit={submit}>
      <AfterAppParts>
        <SearchBoxQueries
          typed={suggesting && typed !== '' ? typed : null}
          onAnswers={setAnswers}
        />
      </AfterAppParts>
      {shown.length > 0 && (
        <SearchSuggestions id={listId} suggestions={shown} activeIndex={active} onChoose={choose} />
      )}
      <TextInput
        className="cz-search-box__field"
        label={t('searchBar.submit')}
        hideLabel
        type="search"
        value={keyword}
        onChange={(value) => {
          setKeyword(value);
          setSuggesting(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setSuggesting(false)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={shown.length > 0 ? listId : undefined}
        aria-activedescendant={
          active >= 0 && shown[active] ? suggestionId(listId, active) : undefined
        }
        placeholder={fallback?.showKeyword || t('searchBar.placeholder')}
        leading={<RiSearchLine />}
        enterKeyHint="search"
        autoComplete="off"
      />
      <NativeSelect
        className="cz-search-box__type"
        label={t('search.typeLabel')}
        hideLabel
        value={String(type)}
        onValueChange={(value) => {
          const next = parseSearchQuery(new URLSearchParams({ type: value })).type;
          setType(next);
          if (onSearchPage && current.keyword)
            navigate(searchLocation({ keyword: current.keyword, type: next }));
        }}
        options={SEARCH_TABS.map((tab) => ({ value: String(tab.type), label: t(tab.labelKey) }))}
      />
    </form>
  );
}
