import './catalogue.css';
import { useT } from '@cadenza/i18n/react';
import { Button, StateMessage } from '@cadenza/ui';
import { useRef } from 'react';
import { useWhenVisible } from './use-when-visible';
import type { TranslationKey } from '@cadenza/i18n';

/** Props of {@link LoadMore}. */
export interface LoadMoreProps {
  /** The upstream has a next page. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last attempt at the next page failed (the pages before stay shown). */
  failed: boolean;
  /** Asks for the next page. */
  onLoadMore(): void;
  /** What failed, e.g. 'artist.albumsFailed'; shown with a retry. */
  errorKey: TranslationKey;
  /** Pages shown so far: "no more" is said only after more than one (a single page is plain). */
  pages: number;
}

/**
 * The end of a paged grid: it asks for the next page when it comes near the viewport
 * ({@link useWhenVisible}), says so while the page loads, offers a retry when it failed and says
 * "no more" at the end. A "Load more" button stands in where scrolling cannot tell (no observer),
 * so keyboard and assistive technology users are never stuck at the first page.
 */
export function LoadMore({ hasMore, loading, failed, onLoadMore, errorKey, pages }: LoadMoreProps) {
  const { t } = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const observable = typeof IntersectionObserver !== 'undefined';
  const wanted = hasMore && !loading && !failed;
  // Observed afresh each time a next page becomes wanted: an end still in view asks again.
  useWhenVisible(
    sentinel,
    () => {
      if (wanted) onLoadMore();
    },
    wanted,
  );

  if (failed) {
    return (
      <StateMessage
        tone="error"
        message={t(errorKey)}
        actionLabel={t('common.retry')}
        onAction={onLoadMore}
      />
    );
  }
  return (
    <div ref={sentinel} className="cz-load-more" role="status">
      {loading ? t('common.loading') : hasMore || pages <= 1 ? null : t('common.noMore')}
      {wanted && !observable ? (
        <Button variant="ghost" onClick={onLoadMore}>
          {t('common.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
