import type { Song } from '@cadenza/api-client';
import type { useT } from '@cadenza/i18n/react';
import type { MenuItem } from '@cadenza/ui';
import type { PlayerTrack, PlayerUserCommand } from '@cadenza/player-core';
import { songToTrack } from '@cadenza/app-core';
import { isDownloadable } from '../downloads/downloadable';
import { playFromList } from './song-actions';

/** What the song menu needs to know and do besides sending player commands. */
export interface SongMenuContext {
  songs: readonly Song[];
  index: number;
  liked: boolean;
  disliked: boolean;
  send(command: PlayerUserCommand): void;
  /** Likes or unlikes (the likes module: the account's list when logged in). */
  toggleFavorite(track: PlayerTrack): void;
  askDislike(song: Song): void;
  copyLink(song: Song): void;
  /** Opens the add-to-playlist drawer for the song (or says to log in first). */
  addToPlaylist(song: Song): void;
  /** Why downloading is not offered here; absent where the platform downloads. */
  downloadDisabledReason?: string;
  /** Queues the song's download (the desktop shell's download manager). */
  download?(song: Song): void;
  /** Removes the song from the list shown, where the listener may (their own playlist). */
  removeFromList?(song: Song): void;
  t: ReturnType<typeof useT>['t'];
}

/**
 * The song menu of §2: play, play next, add to queue, download (disabled with its reason where
 * the platform cannot), add to playlist, favourite, dislike (asks first), remove from the list
 * (only where allowed) and copy link.
 */
export function songMenuItems(context: SongMenuContext): MenuItem[] {
  const { songs, index, send, t } = context;
  const song = songs[index];
  if (!song) return [];
  const track = songToTrack(song);
  return [
    {
      id: 'play',
      label: t('songMenu.play'),
      onSelect: () => {
        const command = playFromList(songs, index);
        if (command) send(command);
      },
    },
    {
      id: 'play-next',
      label: t('songMenu.playNext'),
      onSelect: () => send({ type: 'insert-next', tracks: [track] }),
    },
    {
      id: 'append',
      label: t('songMenu.addToQueue'),
      onSelect: () => send({ type: 'append', tracks: [track] }),
    },
    downloadItem(context, song),
    {
      id: 'add-to-playlist',
      label: t('songMenu.addToPlaylist'),
      onSelect: () => context.addToPlaylist(song),
    },
    { type: 'separator', id: 'sep-1' },
    {
      id: 'favorite',
      label: context.liked ? t('songMenu.unfavorite') : t('songMenu.favorite'),
      onSelect: () => context.toggleFavorite(track),
    },
    {
      id: 'dislike',
      label: context.disliked ? t('songMenu.undislike') : t('songMenu.dislike'),
      onSelect: () =>
        context.disliked
          ? send({ type: 'set-disliked', trackId: track.id, disliked: false })
          : context.askDislike(song),
    },
    ...(context.removeFromList
      ? [
          {
            id: 'remove-from-list',
            label: t('songMenu.removeFromPlaylist'),
            danger: true,
            onSelect: () => context.removeFromList?.(song),
          },
        ]
      : []),
    { type: 'separator', id: 'sep-2' },
    { id: 'copy-link', label: t('songMenu.copyLink'), onSelect: () => context.copyLink(song) },
  ];
}

/**
 * The download entry: enabled where the platform downloads (the desktop shell) and the song is a
 * catalogue song; else disabled with the reason (the web needs the app; a video-site item has no
 * download URL).
 */
function downloadItem(context: SongMenuContext, song: Song): MenuItem {
  const { download, t } = context;
  const reason = !download
    ? context.downloadDisabledReason
    : isDownloadable(song)
      ? undefined
      : t('downloads.videoSiteUnsupported');
  return {
    id: 'download',
    label: t('songMenu.download'),
    disabled: reason !== undefined || !download,
    ...(reason === undefined ? {} : { disabledReason: reason }),
    onSelect: () => {
      if (reason === undefined) download?.(song);
    },
  };
}
