import { useT } from '@cadenza/i18n/react';
import { Tabs } from '@cadenza/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsMobileLayout, useAppDispatch } from '@cadenza/app-core';
import { SearchBox } from './search-box';
import { SEARCH_TABS, parseSearchQuery, searchLocation } from './search-location';
import { SearchResults } from './search-results';
import { searchRecorded } from './search.slice';
import { SearchStart } from './search-start';
import './search.css';

/**
 * The search page (`/search`, kept alive, no page scroll): before a search the history and the
 * hot searches; after one, a tab per type with its results, which scroll on their own. The
 * keyword and type live in the URL, so a search can be reloaded, linked and gone back to.
 */
export function SearchScreen() {
  const { t } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const mobile = useIsMobileLayout();
  const { keyword, type } = parseSearchQuery(params);
  const search = (next: string) => {
    dispatch(searchRecorded(next));
    navigate(searchLocation({ keyword: next, type }));
  };
  return (
    <div className="cz-search">
      {mobile && <SearchBox />}
      {keyword === '' ? (
        <SearchStart onSearch={search} />
      ) : (
        <>
          <h2 className="cz-search__title">{t('search.resultsFor', { keyword })}</h2>
          <Tabs
            className="cz-search__tabs"
            label={t('search.typeLabel')}
            value={String(type)}
            onValueChange={(value) =>
              navigate(
                searchLocation({
                  keyword,
                  type: parseSearchQuery(new URLSearchParams({ type: value })).type,
                }),
                { replace: true },
              )
            }
            tabs={SEARCH_TABS.map((tab) => ({
              id: String(tab.type),
              label: t(tab.labelKey),
              content:
                tab.type === type ? <SearchResults keyword={keyword} type={tab.type} /> : null,
            }))}
          />
        </>
      )}
    </div>
  );
}
