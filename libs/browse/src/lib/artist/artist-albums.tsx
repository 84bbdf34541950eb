import type { Album } from '@cadenza/api-client';
import { useGetArtistAlbumPagesInfiniteQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { CoverCard, PagedCardGrid } from '@cadenza/songs';

/** A card column's narrowest width (CSS px), and the size its cover is requested at. */
const CARD_MIN = 160;

/**
 * The artist's albums as a grid of cards, page after page as the grid scrolls; each card opens
 * the album's list (`/music-list/{id}?type=album`).
 */
export function ArtistAlbums({ artistId }: { artistId: number }) {
  const { t } = useT();
  const query = useGetArtistAlbumPagesInfiniteQuery({ id: artistId });
  return (
    <PagedCardGrid<Album>
      query={query}
      items={query.data?.pages.flatMap((page) => page.albums)}
      label={t('artist.tabs.albums')}
      loadingLabel={t('common.loading')}
      skeletonCount={6}
      minWidth={CARD_MIN}
      errorKey="artist.albumsFailed"
      emptyKey="artist.noAlbums"
      className="cz-artist-albums"
      getKey={(album) => album.id}
      renderCard={(album) => <AlbumCard album={album} />}
    />
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
