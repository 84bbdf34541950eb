import type { Song } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import type { PlayerState } from '@cadenza/player-core';
import { useCurrentTrack, usePlayerSelector, usePlayerSend } from '@cadenza/player-core/react';
import { ConfirmDialog, Skeleton, VirtualList } from '@cadenza/ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useIsMobileLayout } from '../layout/mobile-layout';
import { toastShown } from '../notices/toasts-slice';
import { useAppDispatch } from '../store/app-hooks';
import { songLink } from './song-actions';
import { SongListRow } from './song-list-row';
import './song-list.css';
import { useToggleFavorite } from '../likes/use-toggle-favorite';

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
}

/** A row's key: its song's id, or its place while the song loads (one function: measures kept). */
const rowKey = (song: Song | undefined, index: number) => song?.id ?? `pending-${index}`;

/** The loaded songs of `rows` (the queue a click plays) and each row's index among them. */
function loadedSongs(rows: readonly (Song | undefined)[]): {
  queue: readonly Song[];
  queueIndex: readonly number[] | null;
} {
  if (!rows.includes(undefined)) return { queue: rows as readonly Song[], queueIndex: null };
  const queue: Song[] = [];
  const queueIndex = rows.map((song) => (song ? queue.push(song) - 1 : -1));
  return { queue, queueIndex };
}

type Translate = ReturnType<typeof useT>['t'];

/**
 * `t` that keeps each key's text in `language` (calls without options): a row asks for a dozen
 * labels per render, and a fast scroll mounts twenty rows a frame.
 */
function rememberingT(t: Translate, language: string): Translate {
  const texts = new Map<string, string>();
  const remembering = (key: string, options?: unknown): string => {
    if (options !== undefined) return (t as (k: string, o: unknown) => string)(key, options);
    const kept = `${language}:${key}`;
    let text = texts.get(kept);
    if (text === undefined) {
      text = (t as (k: string) => string)(key);
      texts.set(kept, text);
    }
    return text;
  };
  // The overloads of i18next's TFunction cannot be spelled by a plain function.
  return remembering as unknown as Translate;
}

/** A row whose song is still loading: the shape of a song row, announced as loading. */
function PendingRow({ label }: { label: string }) {
  return (
    <div className="cz-song-list__pending">
      <Skeleton className="cz-song-list__pending-cover" width={48} height={48} radius="sm" />
      <Skeleton className="cz-song-list__pending-text" lines={2} />
      <span className="cz-visually-hidden">{label}</span>
    </div>
  );
}

/**
 * A virtual list of song rows: a click (or Enter) plays the song with the list as the queue;
 * each row has its heart and the song menu (also on right click). A no-copyright song is shown
 * disabled, with a web search instead.
 */
export function SongList({ songs, label, onEndReached, onRangeChange, rowActions }: SongListProps) {
  const { t, language } = useT();
  const rowT = useMemo(() => rememberingT(t, language), [t, language]);
  const send = usePlayerSend();
  const toggleFavorite = useToggleFavorite();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mobile = useIsMobileLayout();
  const currentId = useCurrentTrack()?.id;
  const favorites = usePlayerSelector(selectFavorites);
  const disliked = usePlayerSelector(selectDislikes);
  const [toDislike, setToDislike] = useState<Song | null>(null);
  const { queue, queueIndex } = useMemo(() => loadedSongs(songs), [songs]);

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

  return (
    <>
      <VirtualList<Song | undefined>
        className="cz-song-list"
        label={label}
        items={songs}
        itemHeight={69}
        getKey={rowKey}
        onEndReached={onEndReached}
        onRangeChange={onRangeChange}
        rovingFocus
        renderItem={(song, index, { active, scrolling }) =>
          song ? (
            <SongListRow
              songs={queue}
              index={queueIndex?.[index] ?? index}
              position={index}
              extraActions={rowActions?.(song, index, { tabbable: active })}
              current={currentId === song.id}
              liked={favorites.includes(song.id)}
              disliked={disliked.includes(song.id)}
              tabbable={active}
              mobile={mobile}
              send={send}
              toggleFavorite={toggleFavorite}
              askDislike={setToDislike}
              copyLink={copyLink}
              openArtist={openArtist}
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
    </>
  );
}
