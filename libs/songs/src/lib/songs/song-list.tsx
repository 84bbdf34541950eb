import type { Song } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import type { PlayerState } from '@cadenza/player-core';
import {
  useCurrentTrack,
  usePlayerPrepare,
  usePlayerSelector,
  usePlayerSend,
} from '@cadenza/player-core/react';
import { ConfirmDialog, VirtualList } from '@cadenza/ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useIsMobileLayout, toastShown, songToTrack, useAppDispatch } from '@cadenza/app-core';
import { useToggleFavorite } from '../likes/use-toggle-favorite';
import { useSongDownloads } from '../downloads/use-song-downloads';
import { useAddToPlaylist } from '../playlist-drawer/use-add-to-playlist';
import { SelectionBar } from './selection-bar';
import { songLink } from './song-actions';
import { PendingRow, loadedSongs, rememberingT, rowKey } from './song-list-parts';
import { SongListRow } from './song-list-row';
import './song-list.css';
import { useSongSelection } from './use-song-selection';

/** The viewport assumed until the list has laid out: ten rows, so the first paint has rows. */
const INITIAL_VIEWPORT = { width: 960, height: 69 * 10 };

const selectFavorites = (state: PlayerState) => state.favorites;
const selectDislikes = (state: PlayerState) => state.dislikes;

/** Props of {@link SongList}. */
export interface SongListProps {
  /**
   * The rows. An `undefined` entry is a song still loading (a list loaded in parts): it is drawn
   * as a row skeleton and left out of the queue a click plays.
   */
  songs: readonly (Song | undefined)[];
  label: string;
  /** Called near the end of the list, for the next page. */
  onEndReached?: () => void;
  /** Told the first and last rows rendered (viewport and overscan) whenever they change. */
  onRangeChange?: (first: number, last: number) => void;
  /**
   * Extra trailing controls of a row, before its heart (e.g. the history's count and remove);
   * `tabbable` says whether the row holds the list's one tab stop (else give them tabIndex -1).
   */
  rowActions?: (song: Song, index: number, state: { tabbable: boolean }) => ReactNode;
  /** Offers "remove from playlist" on each row (the listener's own playlist). */
  onRemove?: (song: Song) => void;
  /**
   * On a phone the rows leave their duration out: a narrow row's `rowActions` (the history's
   * play counts) say more there.
   */
  phoneHidesDuration?: boolean;
}

/**
 * A virtual list of song rows: a click (or Enter) plays the song with the list as the queue;
 * each row has its heart and the song menu (also on right click); Ctrl/⌘- and Shift-clicks
 * select songs for the selection bar. A no-copyright song is shown disabled, with a web search
 * instead.
 */
export function SongList({
  songs,
  label,
  onEndReached,
  onRangeChange,
  rowActions,
  onRemove,
  phoneHidesDuration = false,
}: SongListProps) {
  const { t, language } = useT();
  const rowT = useMemo(() => rememberingT(t, language), [t, language]);
  const send = usePlayerSend();
  const prepare = usePlayerPrepare();
  const toggleFavorite = useToggleFavorite();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mobile = useIsMobileLayout();
  const currentId = useCurrentTrack()?.id;
  const favorites = usePlayerSelector(selectFavorites);
  const disliked = usePlayerSelector(selectDislikes);
  const [toDislike, setToDislike] = useState<Song | null>(null);
  const { queue, queueIndex } = useMemo(() => loadedSongs(songs), [songs]);
  const addToPlaylist = useAddToPlaylist();
  const addOneToPlaylist = useCallback((song: Song) => addToPlaylist([song]), [addToPlaylist]);
  const downloads = useSongDownloads();
  const selection = useSongSelection(queue);

  const copyLink = useCallback(
    (song: Song) => {
      navigator.clipboard.writeText(songLink(song)).then(
        () => dispatch(toastShown({ tone: 'success', titleKey: 'common.copySuccess' })),
        () => dispatch(toastShown({ tone: 'error', titleKey: 'errors.general.copyFailed' })),
      );
    },
    [dispatch],
  );
  const openArtist = useCallback(
    (id: number | string) => navigate(`/artist/detail/${id}`),
    [navigate],
  );

  const selectedTracks = () => selection.selected.map(songToTrack);
  return (
    <div
      className="cz-song-list-frame"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && selection.keys.size > 0) selection.clear();
      }}
    >
      {selection.keys.size > 0 ? (
        <SelectionBar
          count={selection.selected.length}
          onPlay={() => {
            send({ type: 'replace-queue', tracks: selectedTracks(), startIndex: 0 });
            selection.clear();
          }}
          onAddToQueue={() => {
            send({ type: 'append', tracks: selectedTracks() });
            dispatch(toastShown({ tone: 'success', titleKey: 'songMenu.addedToQueue' }));
            selection.clear();
          }}
          onAddToPlaylist={() => {
            addToPlaylist(selection.selected);
            selection.clear();
          }}
          {...(downloads.downloadMany
            ? {
                onDownload: () => {
                  downloads.downloadMany?.(selection.selected);
                  selection.clear();
                },
              }
            : {})}
          onClear={selection.clear}
        />
      ) : null}
      <VirtualList<Song | undefined>
        className="cz-song-list"
        label={label}
        items={songs}
        itemHeight={69}
        getKey={rowKey}
        onEndReached={onEndReached}
        onRangeChange={onRangeChange}
        initialRect={INITIAL_VIEWPORT}
        rovingFocus
        renderItem={(song, index, { active, scrolling }) =>
          song ? (
            <SongListRow
              songs={queue}
              index={queueIndex?.[index] ?? index}
              position={index}
              extraActions={rowActions?.(song, index, { tabbable: active })}
              current={currentId === song.id}
              selected={selection.keys.has(song.id)}
              selectRow={selection.select}
              liked={favorites.includes(song.id)}
              disliked={disliked.includes(song.id)}
              tabbable={active}
              mobile={mobile}
              hideDuration={mobile && phoneHidesDuration}
              send={send}
              prepare={prepare}
              toggleFavorite={toggleFavorite}
              askDislike={setToDislike}
              copyLink={copyLink}
              openArtist={openArtist}
              addToPlaylist={addOneToPlaylist}
              {...(downloads.download ? { download: downloads.download } : {})}
              {...(downloads.disabledReason
                ? { downloadDisabledReason: downloads.disabledReason }
                : {})}
              {...(onRemove ? { removeFromList: onRemove } : {})}
              t={rowT}
              scrolling={scrolling}
            />
          ) : (
            <PendingRow label={t('common.loading')} />
          )
        }
      />
      <ConfirmDialog
        open={toDislike !== null}
        onOpenChange={(open) => !open && setToDislike(null)}
        title={t('songMenu.dislikeConfirm.title')}
        message={t('songMenu.dislikeConfirm.content')}
        confirmLabel={t('songMenu.dislikeConfirm.ok')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (toDislike) send({ type: 'set-disliked', trackId: toDislike.id, disliked: true });
          setToDislike(null);
        }}
      />
    </div>
  );
}
