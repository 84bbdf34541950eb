import { useGetSearchDefaultQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Select, TextInput } from '@cadenza/ui';
import { RiSearchLine } from '@remixicon/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../store/app-hooks';
import { SEARCH_TABS, parseSearchQuery, searchLocation } from './search-location';
import { searchRecorded } from './search-slice';
import './search.css';

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
  const { data: fallback } = useGetSearchDefaultQuery();

  // The field follows the page when the listener goes back and forth between searches.
  useEffect(() => {
    if (!onSearchPage) return;
    setKeyword(current.keyword);
    setType(current.type);
  }, [onSearchPage, current.keyword, current.type]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searched = keyword.trim() || fallback?.realkeyword || '';
    if (searched === '') return;
    dispatch(searchRecorded(searched));
    navigate(searchLocation({ keyword: searched, type }));
  };

  return (
    <form role="search" className="cz-search-box" onSubmit={submit}>
      <TextInput
        className="cz-search-box__field"
        label={t('searchBar.submit')}
        hideLabel
        type="search"
        value={keyword}
        onChange={setKeyword}
        placeholder={fallback?.showKeyword || t('searchBar.placeholder')}
        leading={<RiSearchLine />}
        enterKeyHint="search"
        autoComplete="off"
      />
      <Select
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
