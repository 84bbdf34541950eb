import {
  TOP_PLAYLIST_PAGE_SIZE,
  useTopPlaylistPagesInfiniteQuery,
} from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, StateMessage } from '@cadenza/ui';
import { useMemo, useRef } from 'react';
import {
  CardGrid,
  CardGridSkeleton,
  CoverCard,
  PlayCountBadge,
  useWhenVisible,
} from '@cadenza/songs';
import { playlistLink } from '../music-list/music-list-links';
import { squareCards, squareEnd } from './square-paging';

const CARD_MIN = 160;
/** Skeleton cards while a page loads: two rows of the usual desktop grid. */
const SKELETON_CARDS = 12;

/**
 * The playlist square of one category (null: all), 42 cards a page; the next page loads as the
 * end of the grid comes into view (or from "load more"), each page's failure with its retry.
 */
export function PlaylistGrid({ cat, label }: { cat: string | null; label: string }) {
  const { t } = useT();
  const query = useTopPlaylistPagesInfiniteQuery({ cat: cat ?? '' });
  const cards = useMemo(() => squareCards(query.data?.pages), [query.data]);
  const end = squareEnd(query);
  const endRef = useRef<HTMLDivElement>(null);
  const more = () => {
    if (query.hasNextPage && !query.isFetching && !query.isFetchNextPageError) {
      void query.fetchNextPage();
    }
  };
  useWhenVisible(endRef, more, query.data?.pages.length);

  if (query.isLoading) {
    return (
      <CardGridSkeleton label={t('common.loading')} minWidth={CARD_MIN} count={SKELETON_CARDS} />
    );
  }
  if (cards.length === 0) {
    return query.isError ? (
      <StateMessage
        tone="error"
        message={t('errors.playlist.getFailed')}
        actionLabel={t('common.retry')}
        onAction={() => void query.refetch()}
      />
    ) : (
      <StateMessage tone="empty" message={t('playlists.emptyCategory')} />
    );
  }
  return (
    <>
      <CardGrid label={label} minWidth={CARD_MIN}>
        {cards.map((list) => (
          <CoverCard
            key={list.id}
            to={playlistLink(list.id)}
            cover={list.coverImgUrl}
            title={list.name}
            subtitle={list.creator ? t('playlists.by', { name: list.creator.nickname }) : undefined}
            badge={<PlayCountBadge count={list.playCount} />}
            coverSize={CARD_MIN}
          />
        ))}
      </CardGrid>
      <div ref={endRef} className="cz-playlists__end" data-end={end}>
        {end === 'loading' ? (
          <div className="cz-playlists__next-page">
            <CardGridSkeleton
              label={t('playlists.loadingMore')}
              minWidth={CARD_MIN}
              count={Math.min(SKELETON_CARDS, TOP_PLAYLIST_PAGE_SIZE)}
            />
          </div>
        ) : end === 'error' ? (
          <StateMessage
            tone="error"
            message={t('errors.playlist.getFailed')}
            actionLabel={t('common.retry')}
            onAction={() => void query.fetchNextPage()}
          />
        ) : end === 'more' ? (
          <Button variant="ghost" onClick={more}>
            {t('common.loadMore')}
          </Button>
        ) : (
          <p className="cz-playlists__end-note">{t('playlists.end', { count: cards.length })}</p>
        )}
      </div>
    </>
  );
}
