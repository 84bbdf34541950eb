import type { Song } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import { useMemo } from 'react';
import { usePlatform, useAppStore, type AppStore } from '@cadenza/app-core';
import type { DownloadsPort } from '@cadenza/platform';
import { createSongDownloader, type SongDownloader } from './song-downloader';

/** What song lists offer for downloading: the actions where the platform downloads, else why not. */
export interface SongDownloads {
  /** The song menu's download (absent where the platform cannot download). */
  download?: (song: Song) => void;
  /** The selection bar's batch download. */
  downloadMany?: (songs: readonly Song[]) => void;
  /** Why downloading is disabled here (spec §6: the download manager is the desktop shell's). */
  disabledReason?: string;
}

/**
 * One downloader per store: its "already downloading" guard covers every song list, however
 * many are mounted (screens stay mounted), not only the list clicked.
 */
const downloaders = new WeakMap<AppStore, SongDownloader>();

function sharedDownloader(store: AppStore, downloads: DownloadsPort): SongDownloader {
  let downloader = downloaders.get(store);
  if (!downloader) {
    downloader = createSongDownloader({
      downloads,
      getState: store.getState,
      dispatch: store.dispatch,
    });
    downloaders.set(store, downloader);
  }
  return downloader;
}

/**
 * The download actions of song lists, stable for the life of the store: on the desktop they
 * queue with the shell's download manager; on the web the menu entry stays disabled and says
 * the desktop app is needed.
 */
export function useSongDownloads(): SongDownloads {
  const { t } = useT();
  const platform = usePlatform();
  const store = useAppStore();
  const downloader = platform.downloads ? sharedDownloader(store, platform.downloads) : null;
  const disabledReason =
    platform.kind === 'web' ? t('songMenu.downloadDesktopOnly') : t('songMenu.downloadUnavailable');
  return useMemo(
    () =>
      downloader
        ? {
            download: (song) => void downloader.download(song),
            downloadMany: (songs) => void downloader.downloadMany(songs),
          }
        : { disabledReason },
    [downloader, disabledReason],
  );
}
