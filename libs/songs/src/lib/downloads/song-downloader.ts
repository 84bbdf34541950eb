import type { Song } from '@cadenza/api-client';
import { selectSession, songApi } from '@cadenza/api-client/react';
import {
  DOWNLOAD_LIMIT,
  formatDownloadFileName,
  selectSettings,
  type AppSettings,
} from '@cadenza/settings';
import { coverUrl } from '@cadenza/ui';
import { toastShown, type ToastRequest, type AppDispatch, type AppState } from '@cadenza/app-core';
import type { DownloadQueueResult, DownloadRequest, DownloadsPort } from '@cadenza/platform';
import { isDownloadable } from './downloadable';

/** The error toast of a download is removed after 3 s (spec §4). */
export const DOWNLOAD_ERROR_TOAST_MS = 3_000;

/** The cover written into the tags: the CDN's 500 × 500 rendition, not the original. */
const TAG_COVER_SIZE = 500;
/** Download addresses asked for at once in a batch. */
const BATCH_CONCURRENCY = 4;

/** What the downloader needs from the renderer. */
export interface SongDownloaderDeps {
  downloads: DownloadsPort;
  getState: () => AppState;
  dispatch: AppDispatch;
}

/** Queues songs with the shell: the song menu's download and the selection's batch download. */
export interface SongDownloader {
  download(song: Song): Promise<void>;
  downloadMany(songs: readonly Song[]): Promise<void>;
}

/** Why asking for a download URL failed: the key of the message to show. */
class DownloadUrlError extends Error {
  constructor(readonly messageKey: 'errors.download.urlFailed' | 'errors.download.getUrlFailed') {
    super(messageKey);
  }
}

const warning = (titleKey: string, titleParams?: ToastRequest['titleParams']): ToastRequest => ({
  tone: 'warning',
  titleKey,
  ...(titleParams ? { titleParams } : {}),
});
const failure = (titleKey: string): ToastRequest => ({
  tone: 'error',
  titleKey,
  durationMs: DOWNLOAD_ERROR_TOAST_MS,
});

/**
 * What stops a download before any call (spec §6, §5): a login (else 'Please login first') and
 * a download folder. Only the download-URL endpoint needs a VIP account; any other listener's
 * download takes the song's playing URL.
 */
function gate(state: AppState): ToastRequest | null {
  const { profile } = selectSession(state);
  if (!profile) return warning('validation.loginFirst');
  if (selectSettings(state).downloadPath.trim() === '') return warning('validation.downloadPath');
  return null;
}

/** Whether the logged-in account is one the download-URL endpoint serves (`vipType` ≠ 0). */
function servedByDownloadUrl(state: AppState): boolean {
  return (selectSession(state).profile?.vipType ?? 0) !== 0;
}

/**
 * The toast for what the shell did with a request: queued (a success, with a warning for the
 * names already downloading), or why it refused.
 */
function outcomeToasts(result: DownloadQueueResult, batch: boolean): ToastRequest[] {
  const duplicate = result.duplicates[0];
  const duplicates = duplicate
    ? [warning('errors.download.alreadyDownloading', { filename: duplicate })]
    : [];
  switch (result.outcome) {
    case 'busy':
      return [warning(batch ? 'downloads.notices.batchDownloading' : 'downloads.notices.busy')];
    case 'limit':
      return [warning('downloads.notices.limit', { limit: DOWNLOAD_LIMIT })];
    case 'no-path':
      return [warning('validation.downloadPath')];
    case 'queued':
      if (result.queued.length === 0) return duplicates;
      return [
        batch
          ? {
              tone: 'success',
              titleKey: 'downloads.notices.batchSuccess',
              titleParams: { count: result.queued.length },
            }
          : { tone: 'success', titleKey: 'downloads.notices.queued' },
        ...duplicates,
      ];
  }
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The downloader of a renderer: it gets each song's download URL (and its lyrics, for the tags)
 * through the API, names the file from the name format, and hands the request to the shell.
 * While one download (or one batch) is being prepared, another click is answered "already
 * downloading"; the shell's own 2 s lock follows.
 */
export function createSongDownloader({
  downloads,
  getState,
  dispatch,
}: SongDownloaderDeps): SongDownloader {
  let preparing = false;
  let preparingBatch = false;
  const toast = (request: ToastRequest) => dispatch(toastShown(request));

  const requestFor = async (
    song: Song & { id: number },
    settings: AppSettings,
  ): Promise<DownloadRequest> => {
    const args = { id: song.id, level: settings.musicQuality };
    const options = { subscribe: false, forceRefetch: true } as const;
    const [url, lyric] = await Promise.all([
      servedByDownloadUrl(getState())
        ? dispatch(songApi.endpoints.getSongDownloadUrl.initiate(args, options))
        : dispatch(songApi.endpoints.getSongUrl.initiate(args, options)),
      dispatch(songApi.endpoints.getLyric.initiate(song.id, { subscribe: false })),
    ]);
    if (url.error || !url.data) throw new DownloadUrlError('errors.download.urlFailed');
    if (!url.data.url) throw new DownloadUrlError('errors.download.getUrlFailed');
    const type = (url.data.type ?? '').toLowerCase();
    return {
      url: url.data.url,
      filename: formatDownloadFileName(
        {
          name: song.name,
          artists: song.artists.map((artist) => artist.name),
          album: song.album.name,
        },
        settings.downloadFileNameFormat,
      ),
      type: /^[a-z0-9]{1,5}$/.test(type) ? type : 'mp3',
      songInfo: {
        id: song.id,
        name: song.name,
        artists: song.artists.map((artist) => artist.name),
        album: song.album.name || null,
        picUrl: song.picUrl ? coverUrl(song.picUrl, TAG_COVER_SIZE, TAG_COVER_SIZE) : null,
        // Lyrics are a nicety: a song whose lyrics cannot be read is saved without them.
        lyric: lyric.data?.lrc ? { lrc: lyric.data.lrc, tlyric: lyric.data.tlyric } : null,
      },
    };
  };

  return {
    async download(song) {
      if (preparing) return void toast(warning('downloads.notices.busy'));
      const refused = gate(getState());
      if (refused) return void toast(refused);
      if (!isDownloadable(song)) return void toast(failure('errors.download.getUrlFailed'));
      preparing = true;
      try {
        const request = await requestFor(song, selectSettings(getState()));
        outcomeToasts(await downloads.download(request), false).forEach(toast);
      } catch (error) {
        toast(
          failure(error instanceof DownloadUrlError ? error.messageKey : 'errors.download.failed'),
        );
      } finally {
        preparing = false;
      }
    },
    async downloadMany(songs) {
      if (songs.length === 0) return void toast(warning('validation.selectSongsFirst'));
      if (preparingBatch) return void toast(warning('downloads.notices.batchDownloading'));
      const refused = gate(getState());
      if (refused) return void toast(refused);
      const settings = selectSettings(getState());
      if (!settings.unlimitedDownload && songs.length > DOWNLOAD_LIMIT) {
        return void toast(warning('downloads.notices.limit', { limit: DOWNLOAD_LIMIT }));
      }
      preparingBatch = true;
      try {
        const requests = await inBatches(
          songs.filter(isDownloadable),
          BATCH_CONCURRENCY,
          (song): Promise<DownloadRequest | null> => requestFor(song, settings).catch(() => null),
        );
        const ready = requests.filter((request): request is DownloadRequest => request !== null);
        if (ready.length === 0) return void toast(failure('errors.download.batchFailed'));
        outcomeToasts(await downloads.downloadBatch(ready), true).forEach(toast);
      } catch {
        toast(failure('errors.download.batchFailed'));
      } finally {
        preparingBatch = false;
      }
    },
  };
}
