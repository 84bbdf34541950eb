import type { Album } from '@cadenza/api-client';
import { useGetArtistAlbumPagesInfiniteQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { CardGrid, CardGridSkeleton } from '../catalogue/card-grid';
import { CoverCard } from '../catalogue/cover-card';
import { LoadMore } from '../catalogue/load-more';
import { QueryState } from '../catalogue/query-state';

/** A card column's narrowest width (CSS px), and the size its cover is requested at. */
const CARD_MIN = 160;

/**
 * The artist's albums as a grid of cards, page after page as the grid scrolls; each card opens
 * the album's list (`/music-list/{id}?type=album`).
 */
export function ArtistAlbums({ artistId }: { artistId: number }) {
  const { t } = useT();
  const query = useGetArtistAlbumPagesInfiniteQuery({ id: artistId });
  const albums = query.data?.pages.flatMap((page) => page.albums);
  return (
    <QueryState
      query={{ ...query, data: albums }}
      loading={<CardGridSkeleton label={t('common.loading')} minWidth={CARD_MIN} count={6} />}
      errorKey="artist.albumsFailed"
      emptyKey="artist.noAlbums"
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <div className="cz-artist-albums">
          <CardGrid label={t('artist.tabs.albums')} minWidth={CARD_MIN}>
            {list.map((album) => (
              <AlbumCard key={album.id} album={album} />
            ))}
          </CardGrid>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            pages={query.data?.pages.length ?? 0}
            onLoadMore={() => void query.fetchNextPage()}
            errorKey="artist.albumsFailed"
          />
        </div>
      )}
    </QueryState>
  );
}

function AlbumCard({ album }: { album: Album }) {
  const { t, language } = useT();
  const date =
    album.publishTime === null
      ? null
      : new Intl.DateTimeFormat(language, {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }).format(album.publishTime);
  const songs = album.size === null ? null : t('common.songCount', { count: album.size });
  return (
    <CoverCard
      to={`/music-list/${album.id}?type=album`}
      cover={album.picUrl}
      title={album.name}
      subtitle={[date, songs].filter(Boolean).join(' · ') || undefined}
      coverSize={CARD_MIN}
    />
  );
}
