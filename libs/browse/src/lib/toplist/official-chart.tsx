import type { PlaylistCard } from '@cadenza/api-client';
import { useGetPlaylistDetailQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { CoverImage, Skeleton, SkeletonList } from '@cadenza/ui';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { LazySongPreview, QueryState } from '@cadenza/songs';
import { chartLink } from '../music-list/music-list-links';
import { CHART_TOP_TRACKS } from './chart-groups';
import { updateFrequencyText } from './update-frequency';

const COVER = 120;

/**
 * An official chart: its cover and name (both open the chart), how often it is updated, and its
 * top tracks as song rows that play with those tracks as the queue. The tracks load, fail and
 * retry on their own; the chart stays.
 */
export function OfficialChart({ chart }: { chart: PlaylistCard }) {
  const { t } = useT();
  const headingId = useId();
  const detail = useGetPlaylistDetailQuery(chart.id);
  const top = useMemo(
    () => (detail.data ? detail.data.tracks.slice(0, CHART_TOP_TRACKS) : undefined),
    [detail.data],
  );
  const tracksLabel = t('toplist.topTracks', { name: chart.name, count: CHART_TOP_TRACKS });
  const frequency = updateFrequencyText(chart.updateFrequency, t);
  return (
    <article className="cz-chart" aria-labelledby={headingId}>
      {/* The cover repeats the name's link for the pointer; keyboards and readers use the name. */}
      <Link to={chartLink(chart.id)} className="cz-chart__cover" tabIndex={-1} aria-hidden="true">
        <CoverImage size={COVER} src={chart.coverImgUrl} alt="" radius="md" fill />
      </Link>
      <div className="cz-chart__body">
        <div className="cz-chart__head">
          <h3 className="cz-chart__name" id={headingId}>
            <Link to={chartLink(chart.id)}>{chart.name}</Link>
          </h3>
          {frequency ? <span className="cz-chart__frequency">{frequency}</span> : null}
        </div>
        <QueryState
          query={{ ...detail, data: top }}
          loading={<SkeletonList count={CHART_TOP_TRACKS} label={t('common.loading')} />}
          errorKey="toplist.tracksFailed"
          emptyKey="toplist.noTracks"
          isEmpty={(songs) => songs.length === 0}
        >
          {(songs) => <LazySongPreview songs={songs} label={tracksLabel} />}
        </QueryState>
      </div>
    </article>
  );
}

/** An official chart while the charts load: cover, name and rows as placeholders. */
export function OfficialChartSkeleton() {
  return (
    <div className="cz-chart" aria-hidden="true">
      <span className="cz-chart__cover">
        <Skeleton width="100%" height="100%" radius="md" />
      </span>
      <div className="cz-chart__body">
        <Skeleton width="40%" height="var(--cz-font-size-lg)" />
        <SkeletonList count={CHART_TOP_TRACKS} label="" />
      </div>
    </div>
  );
}
