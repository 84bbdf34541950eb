import type { Playlist, Song } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import { withoutDisliked, type PlayerState } from '@cadenza/player-core';
import { usePlayerSelector, usePlayerSend } from '@cadenza/player-core/react';
import { StateMessage } from '@cadenza/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { toastShown, useAppDispatch } from '@cadenza/app-core';
import { SongList } from '@cadenza/songs';
import { addAllCommand, playAllCommand } from './list-commands';
import { filterSongs, normalizeQuery } from './list-filter';
import { MusicListHeader } from './music-list-header';
import { MusicListToolbar } from './music-list-toolbar';
import { useRemoveFromList } from './use-remove-from-list';
import { useSubscribe } from './use-subscribe';
import { useTrackBatches } from './use-track-batches';

const selectDislikes = (state: PlayerState) => state.dislikes;

/**
 * One opened list: header, toolbar and its rows, loaded in batches as they come into view.
 *
 * What plays: a row click plays with the rows shown as the queue (all loaded songs; while a
 * filter is typed, the matching ones). "Play all" and "add all" always take the whole list's
 * loaded songs, whatever the filter shows: the filter finds a song, it does not edit the list.
 * Daily recommendations hide the songs the listener disliked (spec §4).
 */
export function MusicListView({ list, type }: { list: Playlist; type: string }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const send = usePlayerSend();
  const dislikes = usePlayerSelector(selectDislikes);
  const subscribe = useSubscribe(list, type);
  const removeFromList = useRemoveFromList(list, type);
  const [filter, setFilter] = useState('');
  const query = normalizeQuery(useDeferredValue(filter));
  const filtering = query !== '';
  const batches = useTrackBatches(list.trackIds, list.tracks, filtering);
  const daily = type === 'dailyRecommend';

  const rows = useMemo<readonly (Song | undefined)[]>(
    () => (daily ? withoutDisliked(batches.loaded, dislikes) : batches.rows),
    [daily, batches.loaded, batches.rows, dislikes],
  );
  const whole = useMemo(() => rows.filter((song): song is Song => song !== undefined), [rows]);
  const shown = useMemo(
    () => (filtering ? filterSongs(whole, query) : rows),
    [filtering, whole, query, rows],
  );

  const run = (command: ReturnType<typeof playAllCommand>) => {
    if (command) send(command);
    return command !== null;
  };
  const name = daily ? t('home.dailyRecommend') : list.name;
  const label = t('musicList.tracksOf', { name });

  return (
    <div className="cz-music-list">
      <MusicListHeader list={list} type={type} name={name} />
      <div className="cz-music-list__tracks">
        <MusicListToolbar
          playable={whole.length}
          total={daily ? rows.length : list.trackIds.length}
          matches={filtering ? shown.length : null}
          onPlayAll={() => run(playAllCommand(whole))}
          onAddAll={() => {
            if (run(addAllCommand(whole))) {
              dispatch(toastShown({ tone: 'success', titleKey: 'songMenu.addedToQueue' }));
            }
          }}
          filter={filter}
          onFilterChange={setFilter}
          subscribe={subscribe}
        />
        {batches.failed ? (
          <StateMessage
            className="cz-music-list__batch-error"
            tone="error"
            message={t('musicList.batchFailed')}
            actionLabel={t('common.retry')}
            onAction={batches.retry}
          />
        ) : null}
        {filtering && !batches.complete ? (
          <p className="cz-music-list__note" role="status">
            {t('musicList.filterLoading')}
          </p>
        ) : null}
        {shown.length === 0 ? (
          filtering && !batches.complete ? null : (
            <StateMessage
              tone="empty"
              message={filtering ? t('musicList.noMatch') : t('musicList.noTracks')}
            />
          )
        ) : (
          <SongList
            // A new filter starts at its first match, not where the last one was scrolled to.
            key={query}
            songs={shown}
            label={label}
            onRangeChange={filtering || daily ? undefined : batches.onRangeChange}
            {...(removeFromList ? { onRemove: removeFromList } : {})}
          />
        )}
      </div>
    </div>
  );
}
