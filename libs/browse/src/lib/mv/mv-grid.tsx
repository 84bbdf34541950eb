import type { Mv } from '@cadenza/api-client';
import { useGetMvPagesInfiniteQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { CoverImage } from '@cadenza/ui';
import { RiPlayFill } from '@remixicon/react';
import { Link } from 'react-router';
import { PagedCardGrid, useFormatCount } from '@cadenza/songs';
import type { MvFilterValues } from './mv-filters';

/** A card column's narrowest width (CSS px); covers are 16:9 at that width. */
const CARD_MIN = 220;
const COVER = { width: CARD_MIN, height: Math.round((CARD_MIN * 9) / 16) };

/** What a card hands the player when it opens it: the card's own text, shown at once. */
export interface MvOpenState {
  fromGrid: true;
  name: string;
  artistName: string;
}

/** The MVs of a filter as a grid of cards, page after page as it scrolls. */
export function MvGrid({ filters }: { filters: MvFilterValues }) {
  const { t } = useT();
  const query = useGetMvPagesInfiniteQuery(filters);
  const filtered = filters.area !== '' || filters.type !== '';
  return (
    <PagedCardGrid<Mv>
      query={query}
      items={query.data?.pages.flatMap((page) => page.mvs)}
      label={t('mv.list')}
      loadingLabel={t('mv.loading')}
      skeletonCount={12}
      minWidth={CARD_MIN}
      errorKey="mv.loadFailed"
      emptyKey={filtered ? 'mv.emptyFiltered' : 'mv.empty'}
      className="cz-mv-grid"
      look={{ mobileColumns: 2, cover: 'wide' }}
      getKey={(mv) => mv.id}
      renderCard={(mv) => <MvCard mv={mv} />}
    />
  );
}

/** An MV as a card: its 16:9 cover with the play count, name and artists; it opens the player. */
function MvCard({ mv }: { mv: Mv }) {
  const { t } = useT();
  const count = useFormatCount();
  const state: MvOpenState = { fromGrid: true, name: mv.name, artistName: mv.artistName };
  return (
    <Link
      to={`/mv?id=${mv.id}`}
      state={state}
      className="cz-cover-card cz-mv-card"
      title={mv.artistName ? `${mv.name} — ${mv.artistName}` : mv.name}
    >
      <span className="cz-cover-card__cover cz-mv-card__cover">
        <CoverImage
          width={COVER.width}
          height={COVER.height}
          src={mv.cover}
          alt=""
          radius="md"
          fill
        />
        <span className="cz-cover-card__badge">
          {t('common.playCount', { value: count(mv.playCount) })}
        </span>
        <span className="cz-mv-card__play" aria-hidden="true">
          <RiPlayFill />
        </span>
      </span>
      <span className="cz-cover-card__title">{mv.name}</span>
      {mv.artistName ? <span className="cz-cover-card__subtitle">{mv.artistName}</span> : null}
    </Link>
  );
}
