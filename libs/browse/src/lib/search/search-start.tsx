import { useGetHotSearchesQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, IconButton, SkeletonList, StateMessage } from '@cadenza/ui';
import { RiCloseLine } from '@remixicon/react';
import { useAppDispatch, useAppSelector } from '@cadenza/app-core';
import {
  searchHistoryCleared,
  searchHistoryEntryRemoved,
  selectSearchHistory,
} from './search.slice';

/** The search page before a search: the hot searches and the listener's history. */
export function SearchStart({ onSearch }: { onSearch(keyword: string): void }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectSearchHistory);
  const hot = useGetHotSearchesQuery();
  return (
    <div className="cz-search-start">
      <section className="cz-search-start__history" aria-labelledby="cz-search-history">
        <div className="cz-section-head">
          <h2 id="cz-search-history">{t('search.history')}</h2>
          {history.length > 0 && (
            <Button variant="ghost" onClick={() => dispatch(searchHistoryCleared())}>
              {t('search.clearHistory')}
            </Button>
          )}
        </div>
        {history.length === 0 ? (
          <p className="cz-muted">{t('search.noHistory')}</p>
        ) : (
          <ul className="cz-chips">
            {history.map((keyword) => (
              <li key={keyword} className="cz-chip">
                <button type="button" className="cz-chip__main" onClick={() => onSearch(keyword)}>
                  {keyword}
                </button>
                <IconButton
                  size="sm"
                  label={`${t('search.removeHistoryItem')}: ${keyword}`}
                  icon={<RiCloseLine />}
                  onClick={() => dispatch(searchHistoryEntryRemoved(keyword))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="cz-search-start__hot" aria-labelledby="cz-search-hot">
        <h2 id="cz-search-hot">{t('search.hot')}</h2>
        {hot.isLoading ? (
          <SkeletonList count={10} rowHeight={40} label={t('common.loading')} />
        ) : hot.isError ? (
          <StateMessage
            tone="error"
            message={t('search.hotFailed')}
            actionLabel={t('common.retry')}
            onAction={() => void hot.refetch()}
          />
        ) : (
          <ol className="cz-hot-list">
            {(hot.data ?? []).map((item, index) => (
              <li key={item.searchWord}>
                <button type="button" onClick={() => onSearch(item.searchWord)}>
                  <span className={`cz-hot-list__rank${index < 3 ? ' is-top' : ''}`}>
                    {index + 1}
                  </span>
                  <span className="cz-hot-list__word">{item.searchWord}</span>
                  {item.content && <span className="cz-hot-list__content">{item.content}</span>}
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
