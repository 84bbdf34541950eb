import { useGetRecommendSongsQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { SkeletonList } from '@cadenza/ui';
import { lazy, Suspense } from 'react';
import { DAILY_RECOMMEND_LINK } from '../music-list/music-list-links';
import { QueryState, Section } from '@cadenza/songs';
import { DAILY_PREVIEW_COUNT } from './home-songs';

// The picks use the player (dislikes, play all): they load beside the first paint, like rows.
const DailyPicks = lazy(() =>
  import('./daily-picks').then((module) => ({ default: module.DailyPicks })),
);

/** The logged-in listener's daily recommendations: a card to the whole list and the first songs. */
export function DailySection() {
  const { t } = useT();
  const title = t('home.dailyRecommend');
  const query = useGetRecommendSongsQuery();
  const loading = (
    <SkeletonList
      count={DAILY_PREVIEW_COUNT}
      label={t('home.sectionLoading', { section: title })}
    />
  );
  return (
    <Section
      id="home-daily"
      title={title}
      more={{ to: DAILY_RECOMMEND_LINK, label: t('toplist.viewAll') }}
    >
      <QueryState
        query={query}
        loading={loading}
        errorKey="home.loadFailed.daily"
        emptyKey="home.empty.daily"
        isEmpty={(songs) => songs.length === 0}
      >
        {(songs) => (
          <Suspense fallback={loading}>
            <DailyPicks songs={songs} />
          </Suspense>
        )}
      </QueryState>
    </Section>
  );
}
