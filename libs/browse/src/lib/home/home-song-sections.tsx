import { useGetPersonalizedNewsongsQuery, useGetTopSongsQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { SkeletonList } from '@cadenza/ui';
import { useMemo } from 'react';
import { LazySongPreview, QueryState, Section } from '@cadenza/songs';
import { NEW_SONGS_COUNT, newSongsBesides, WEEKLY_HOT_COUNT } from './home-songs';

/** "Hot this week": the recommended new songs, played with the section as the queue. */
export function WeeklyHot() {
  const { t } = useT();
  const title = t('home.weeklyHot');
  const query = useGetPersonalizedNewsongsQuery({ limit: WEEKLY_HOT_COUNT });
  return (
    <Section id="home-weekly-hot" title={title}>
      <QueryState
        query={query}
        loading={
          <SkeletonList
            count={WEEKLY_HOT_COUNT}
            label={t('home.sectionLoading', { section: title })}
          />
        }
        errorKey="home.loadFailed.weeklyHot"
        emptyKey="home.empty.weeklyHot"
        isEmpty={(songs) => songs.length === 0}
      >
        {(songs) => <LazySongPreview songs={songs} label={title} />}
      </QueryState>
    </Section>
  );
}

/**
 * "New songs": the newest releases, without those "hot this week" already lists (when that
 * section has loaded; its failure does not hold this one back).
 */
export function NewSongs() {
  const { t } = useT();
  const title = t('home.newSongs');
  const newest = useGetTopSongsQuery();
  const weekly = useGetPersonalizedNewsongsQuery({ limit: WEEKLY_HOT_COUNT });
  const fresh = useMemo(
    () => (newest.data ? newSongsBesides(newest.data, weekly.data ?? []) : undefined),
    [newest.data, weekly.data],
  );
  // Waits for "hot this week" to settle, so the rows do not change under the listener's eyes.
  const query = { ...newest, data: fresh, isLoading: newest.isLoading || weekly.isLoading };
  return (
    <Section id="home-new-songs" title={title}>
      <QueryState
        query={query}
        loading={
          <SkeletonList
            count={NEW_SONGS_COUNT}
            label={t('home.sectionLoading', { section: title })}
          />
        }
        errorKey="home.loadFailed.newSongs"
        emptyKey="home.empty.newSongs"
        isEmpty={(songs) => songs.length === 0}
      >
        {(songs) => <LazySongPreview songs={songs} label={title} />}
      </QueryState>
    </Section>
  );
}
