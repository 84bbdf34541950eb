import type { TranslationKey } from '@cadenza/i18n';
import { Fragment, type Key, type ReactNode } from 'react';
import { CardGrid, CardGridSkeleton, type CardGridLook } from './card-grid';
import { LoadMore } from './load-more';
import { QueryState } from './query-state';

/** The parts of an RTK Query infinite query a paged grid reads. */
export interface PagedQuery {
  data?: { pages: readonly unknown[] };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

/** Props of {@link PagedCardGrid}. */
export interface PagedCardGridProps<Item> {
  query: PagedQuery;
  /** Every item of the pages loaded so far, in order; undefined before the first page. */
  items: readonly Item[] | undefined;
  /** Names the grid for screen readers. */
  label: string;
  /** Names the skeleton shown while the first page loads. */
  loadingLabel: string;
  skeletonCount: number;
  minWidth: number;
  /** What failed (the first page, or a next one), shown with a retry. */
  errorKey: TranslationKey;
  /** Why there is nothing, when the first page is empty. */
  emptyKey: TranslationKey;
  className?: string;
  /** How the grid is laid out (columns on mobile, the covers' shape). */
  look?: CardGridLook;
  getKey(item: Item): Key;
  renderCard(item: Item): ReactNode;
}

/**
 * A grid of cards over an infinite query: the first page's skeleton, error with retry and empty
 * state ({@link QueryState}), then the cards and, at their end, {@link LoadMore} for the next
 * page as the grid scrolls.
 */
export function PagedCardGrid<Item>({
  query,
  items,
  label,
  loadingLabel,
  skeletonCount,
  minWidth,
  errorKey,
  emptyKey,
  className,
  look,
  getKey,
  renderCard,
}: PagedCardGridProps<Item>) {
  return (
    <QueryState
      query={{ ...query, data: items }}
      loading={
        <CardGridSkeleton
          label={loadingLabel}
          minWidth={minWidth}
          count={skeletonCount}
          {...look}
        />
      }
      errorKey={errorKey}
      emptyKey={emptyKey}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <div className={className}>
          <CardGrid label={label} minWidth={minWidth} {...look}>
            {list.map((item) => (
              <Fragment key={getKey(item)}>{renderCard(item)}</Fragment>
            ))}
          </CardGrid>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            pages={query.data?.pages.length ?? 0}
            onLoadMore={() => void query.fetchNextPage()}
            errorKey={errorKey}
          />
        </div>
      )}
    </QueryState>
  );
}
