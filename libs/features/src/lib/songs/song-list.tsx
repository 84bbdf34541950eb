import type { Song } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import { isPlayableTrack, type PlayerState } from '@cadenza/player-core';
import { useCurrentTrack, usePlayerSelector, usePlayerSend } from '@cadenza/player-core/react';
import { ConfirmDialog, IconButton, Menu, SongRow, VirtualList } from '@cadenza/ui';
import { RiHeart3Fill, RiHeart3Line, RiMore2Fill } from '@remixicon/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsMobileLayout } from '../layout/mobile-layout';
import { toastShown } from '../notices/toasts-slice';
import { songToTrack } from '../player/song-to-track';
import { useAppDispatch } from '../store/app-hooks';
import { playFromList, songLink, webSearchLink } from './song-actions';
import { songMenuItems } from './song-menu';
import './song-list.css';

const selectFavorites = (state: PlayerState) => state.favorites;
const selectDislikes = (state: PlayerState) => state.dislikes;

/** Props of {@link SongList}. */
export interface SongListProps {
  songs: readonly Song[];
  label: string;
  /** Called near the end of the list, for the next page. */
  onEndReached?: () => void;
}

/**
 * A virtual list of song rows: a click (or Enter) plays the song with the list as the queue;
 * each row has its heart and the song menu (also on right click). A no-copyright song is shown
 * disabled, with a web search instead.
 */
export function SongList({ songs, label, onEndReached }: SongListProps) {
  const { t } = useT();
  const send = usePlayerSend();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mobile = useIsMobileLayout();
  const current = useCurrentTrack();
  const favorites = usePlayerSelector(selectFavorites);
  const disliked = usePlayerSelector(selectDislikes);
  const [toDislike, setToDislike] = useState<Song | null>(null);

  const copyLink = (song: Song) => {
    navigator.clipboard.writeText(songLink(song)).then(
      () => dispatch(toastShown({ tone: 'success', titleKey: 'common.copySuccess' })),
      () => dispatch(toastShown({ tone: 'error', titleKey: 'errors.general.copyFailed' })),
    );
  };

  return (
    <>
      <VirtualList<Song>
        className="cz-song-list"
        label={label}
        items={songs}
        itemHeight={69}
        getKey={(song) => song.id}
        onEndReached={onEndReached}
        rovingFocus
        renderItem={(song, index, { active }) => {
          const tabIndex = active ? 0 : -1;
          const playable = isPlayableTrack(songToTrack(song));
          const liked = favorites.includes(song.id);
          const items = songMenuItems({
            songs,
            index,
            liked,
            disliked: disliked.includes(song.id),
            send,
            askDislike: setToDislike,
            copyLink,
            t,
          });
          return (
            <SongRow
              song={{ ...song, coverUrl: song.picUrl, subtitle: null }}
              index={index + 1}
              active={current?.id === song.id}
              disabled={!playable}
              disabledLabel={t('player.noCopyright')}
              disabledActionLabel={t('player.searchOnWeb')}
              onDisabledAction={() => window.open(webSearchLink(song), '_blank', 'noopener')}
              playOn="click"
              tabbable={active}
              onPlay={() => {
                const command = playFromList(songs, index);
                if (command) send(command);
              }}
              onArtistClick={(id) => navigate(`/artist/detail/${id}`)}
              actions={
                playable ? (
                  <>
                    {mobile ? null : (
                      <IconButton
                        size="sm"
                        className="cz-favorite"
                        label={liked ? t('player.unfavorite') : t('player.favorite')}
                        pressed={liked}
                        tabIndex={tabIndex}
                        icon={liked ? <RiHeart3Fill /> : <RiHeart3Line />}
                        onClick={() => send({ type: 'toggle-favorite', trackId: song.id })}
                      />
                    )}
                    <Menu
                      label={t('songMenu.more')}
                      items={items}
                      align="end"
                      trigger={
                        <IconButton
                          size="sm"
                          label={t('songMenu.more')}
                          icon={<RiMore2Fill />}
                          tabIndex={tabIndex}
                        />
                      }
                    />
                  </>
                ) : null
              }
            />
          );
        }}
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
