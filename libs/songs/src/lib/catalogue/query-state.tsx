import { useT } from '@cadenza/i18n/react';
import { StateMessage } from '@cadenza/ui';
import type { ReactNode } from 'react';
import type { TranslationKey } from '@cadenza/i18n';

/** The parts of an RTK Query result a screen's states depend on. */
export interface QueryStatus<Data> {
  data?: Data;
  isLoading: boolean;
  isError: boolean;
  refetch(): unknown;
}

/** Props of {@link QueryState}. */
export interface QueryStateProps<Data> {
  query: QueryStatus<Data>;
  /** Drawn while the first answer is on its way (a skeleton of the content's shape). */
  loading: ReactNode;
  /** What failed, e.g. 'errors.playlist.getFailed'; a retry button sits under it. */
  errorKey: TranslationKey;
  /** Why there is nothing, when `isEmpty` says the answer is empty. */
  emptyKey?: TranslationKey;
  isEmpty?(data: Data): boolean;
  children(data: Data): ReactNode;
}

/**
 * One answer's four states, designed: a skeleton while loading, the error with a retry, the
 * empty state that says why, and the content. A section that fails shows its own error; the
 * rest of its screen stays.
 */
export function QueryState<Data>({
  query,
  loading,
  errorKey,
  emptyKey,
  isEmpty,
  children,
}: QueryStateProps<Data>) {
  const { t } = useT();
  if (query.isLoading) return <>{loading}</>;
  if (query.data === undefined) {
    if (!query.isError) return <>{loading}</>;
    return (
      <StateMessage
        tone="error"
        message={t(errorKey)}
        actionLabel={t('common.retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  if (emptyKey && isEmpty?.(query.data)) return <StateMessage tone="empty" message={t(emptyKey)} />;
  return <>{children(query.data)}</>;
}
