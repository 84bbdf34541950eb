import {
  useGetNewestAlbumsQuery,
  useGetPersonalizedPlaylistsQuery,
  useGetPlaylistCategoriesQuery,
  useGetTopArtistsQuery,
  useGetToplistsQuery,
} from '@cadenza/api-client/react';
import type { TranslationKey } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { CoverImage, SkeletonList } from '@cadenza/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CardGrid,
  CardGridSkeleton,
  type CardGridLook,
  CoverCard,
  PlayCountBadge,
  QueryState,
  type QueryStatus,
  Section,
} from '@cadenza/songs';
import { albumLink, artistLink, chartLink, playlistLink } from '../music-list/music-list-links';
import { CategoryChips, CategoryChipsSkeleton } from '../playlists/category-chips';
import { categoryChips, PLAYLISTS_PATH } from '../playlists/category-location';
import { updateFrequencyText } from '../toplist/update-frequency';

/** Cards of each home section (the whole lists are one link away). */
export const HOME_CARD_COUNTS = {
  playlists: 12,
  albums: 6,
  artists: 6,
  toplists: 4,
} as const;

/** The cards' requested cover size in CSS px. */
const COVER = 160;
/** A chart row of the toplist preview, and its cover. */
const CHART_ROW = 64;
const CHART_COVER = 48;

/** One home section of cards: its skeleton, its own error with retry, its empty state. */
function CardSection<Item>({
  id,
  titleKey,
  query,
  errorKey,
  emptyKey,
  minWidth,
  count,
  more,
  className,
  look,
  children,
}: {
  id: string;
  titleKey: TranslationKey;
  query: QueryStatus<Item[]>;
  errorKey: TranslationKey;
  emptyKey: TranslationKey;
  minWidth: number;
  count: number;
  more?: { to: string; label: string };
  className?: string;
  /** How its grid is laid out (home's recommendations scroll sideways in one row). */
  look?: CardGridLook;
  children(items: Item[]): ReactNode;
}) {
  const { t } = useT();
  const title = t(titleKey);
  return (
    <Section id={id} title={title} more={more}>
      <div className={className}>
        <QueryState
          query={query}
          loading={
            <CardGridSkeleton
              label={t('home.sectionLoading', { section: title })}
              minWidth={minWidth}
              count={count}
              {...look}
            />
          }
          errorKey={errorKey}
          emptyKey={emptyKey}
          isEmpty={(items) => items.length === 0}
        >
          {(items) => (
            <CardGrid label={title} minWidth={minWidth} {...look}>
              {children(items.slice(0, count))}
            </CardGrid>
          )}
        </QueryState>
      </div>
    </Section>
  );
}

/** Recommended playlists: a row of cards that scrolls sideways; each opens its playlist. */
export function RecommendedPlaylists() {
  const { t } = useT();
  const query = useGetPersonalizedPlaylistsQuery({ limit: HOME_CARD_COUNTS.playlists });
  return (
    <CardSection
      id="home-playlists"
      titleKey="home.recommendedPlaylists"
      query={query}
      errorKey="home.loadFailed.playlists"
      emptyKey="home.empty.playlists"
      minWidth={COVER}
      count={HOME_CARD_COUNTS.playlists}
      more={{ to: PLAYLISTS_PATH, label: t('common.more') }}
      look={{ layout: 'row' }}
    >
      {(lists) =>
        lists.map((list) => (
          <CoverCard
            key={list.id}
            to={playlistLink(list.id)}
            cover={list.coverImgUrl}
            title={list.name}
            badge={<PlayCountBadge count={list.playCount} />}
            coverSize={COVER}
          />
        ))
      }
    </CardSection>
  );
}

/** The newest albums; each opens its album. */
export function NewAlbums() {
  const query = useGetNewestAlbumsQuery();
  return (
    <CardSection
      id="home-albums"
      titleKey="home.latestAlbums"
      query={query}
      errorKey="home.loadFailed.albums"
      emptyKey="home.empty.albums"
      minWidth={120}
      count={HOME_CARD_COUNTS.albums}
    >
      {(albums) =>
        albums.map((album) => (
          <CoverCard
            key={album.id}
            to={albumLink(album.id)}
            cover={album.picUrl}
            title={album.name}
            subtitle={album.artist?.name}
            coverSize={COVER}
          />
        ))
      }
    </CardSection>
  );
}

/** The hot artists, round; each opens the artist's page. */
export function HotArtists() {
  const { t } = useT();
  const query = useGetTopArtistsQuery({ limit: HOME_CARD_COUNTS.artists });
  return (
    <CardSection
      id="home-artists"
      titleKey="home.hotArtists"
      query={query}
      errorKey="home.loadFailed.artists"
      emptyKey="home.empty.artists"
      minWidth={120}
      count={HOME_CARD_COUNTS.artists}
      className="cz-home__artists"
    >
      {(artists) =>
        artists.map((artist) => (
          <CoverCard
            key={artist.id}
            to={artistLink(artist.id)}
            cover={artist.picUrl}
            title={artist.name}
            subtitle={
              artist.musicSize === null
                ? undefined
                : t('artist.songCount', { count: artist.musicSize })
            }
            coverSize={COVER}
            radius="circle"
          />
        ))
      }
    </CardSection>
  );
}

/** The charts at a glance, as compact rows; each opens its chart, "more" opens the toplists. */
export function ToplistPreview() {
  const { t } = useT();
  const query = useGetToplistsQuery();
  const title = t('toplist.title');
  return (
    <Section
      id="home-toplists"
      title={title}
      more={{ to: '/toplist', label: t('toplist.viewAll') }}
    >
      <QueryState
        query={query}
        loading={
          <SkeletonList
            count={HOME_CARD_COUNTS.toplists}
            rowHeight={CHART_ROW}
            label={t('home.sectionLoading', { section: title })}
          />
        }
        errorKey="home.loadFailed.toplists"
        emptyKey="home.empty.toplists"
        isEmpty={(charts) => charts.length === 0}
      >
        {(charts) => (
          <ul className="cz-home__charts" aria-label={title}>
            {charts.slice(0, HOME_CARD_COUNTS.toplists).map((chart) => {
              const frequency = updateFrequencyText(chart.updateFrequency, t);
              return (
                <li key={chart.id}>
                  <Link className="cz-home__chart" to={chartLink(chart.id)}>
                    <CoverImage size={CHART_COVER} src={chart.coverImgUrl} alt="" />
                    <span className="cz-home__chart-text">
                      <span className="cz-home__chart-name" title={chart.name}>
                        {chart.name}
                      </span>
                      {frequency ? (
                        <span className="cz-home__chart-frequency" title={frequency}>
                          {frequency}
                        </span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

/** The hot playlist categories as chips; each opens the square in that category. */
export function HomeCategories() {
  const { t } = useT();
  const query = useGetPlaylistCategoriesQuery();
  const title = t('home.playlistCategories');
  return (
    <Section
      id="home-categories"
      title={title}
      more={{ to: PLAYLISTS_PATH, label: t('common.more') }}
    >
      <QueryState
        query={query}
        loading={<CategoryChipsSkeleton label={t('home.sectionLoading', { section: title })} />}
        errorKey="home.loadFailed.categories"
        emptyKey="home.empty.categories"
        isEmpty={(categories) => categories.length === 0}
      >
        {(categories) => (
          <CategoryChips
            label={title}
            allLabel={t('home.allCategories')}
            names={categoryChips(categories, null)}
          />
        )}
      </QueryState>
    </Section>
  );
}
