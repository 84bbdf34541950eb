import type { AccountProfile } from '@cadenza/api-client';
import { setSession } from '@cadenza/api-client/react';
import type { ToastMessage } from '@cadenza/app-core';
import {
  createTestApp,
  catalogueSong,
  downloadGateway,
  fakeDownloads,
} from '@cadenza/app-core/testing';
import { DOWNLOAD_ERROR_TOAST_MS, createSongDownloader } from './song-downloader';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const vip: AccountProfile = {
  userId: 1001,
  nickname: 'Demo',
  avatarUrl: '',
  backgroundUrl: '',
  vipType: 11,
};

function setUp(
  options: {
    profile?: AccountProfile | null;
    path?: string;
    unlimited?: boolean;
    gateway?: Parameters<typeof downloadGateway>[0];
  } = {},
) {
  const downloads = fakeDownloads();
  const app = createTestApp({
    kind: 'desktop',
    stored: {
      downloadPath: options.path ?? '/home/me/Music',
      unlimitedDownload: options.unlimited ?? false,
      downloadFileNameFormat: { order: ['name', 'artist'], separator: 'dash' },
    },
    answer: downloadGateway(options.gateway),
    platform: { downloads: downloads.port },
  });
  if (options.profile !== null) app.store.dispatch(setSession({ profile: options.profile ?? vip }));
  const downloader = createSongDownloader({
    downloads: downloads.port,
    getState: app.store.getState,
    dispatch: app.store.dispatch,
  });
  const toasts = () =>
    app.store
      .getState()
      .toasts.map(({ tone, titleKey, titleParams, durationMs }: ToastMessage) => ({
        tone,
        titleKey,
        ...(titleParams ? { titleParams } : {}),
        durationMs,
      }));
  const asked = () => app.calls.map((url) => url.pathname);
  return { ...app, downloads, downloader, toasts, asked };
}

describe('the song downloader', () => {
  it('gets the download URL and lyrics, names the file from the format and queues it', async () => {
    const { downloader, downloads, toasts, asked, player } = setUp();
    await downloader.download(catalogueSong(42, 'Sunny Day'));
    expect(asked()).toEqual(
      expect.arrayContaining(['/api/song/download/url/v1', '/api/lyric/new']),
    );
    expect(downloads.port.download).toHaveBeenCalledWith({
      url: 'https://m701.music.126.net/42.mp3',
      filename: 'Sunny Day - Singer A, Singer B',
      type: 'mp3',
      songInfo: {
        id: 42,
        name: 'Sunny Day',
        artists: ['Singer A', 'Singer B'],
        album: 'The Album',
        picUrl: 'https://p1.music.126.net/cover.jpg?param=500y500',
        lyric: { lrc: '[00:01.00]line', tlyric: '[00:01.00]行' },
      },
    });
    expect(toasts()).toEqual([
      { tone: 'success', titleKey: 'downloads.notices.queued', durationMs: 2000 },
    ]);
    player.dispose();
  });

  it.each([
    ['logged out', { profile: null }, { tone: 'warning', titleKey: 'validation.loginFirst' }],
    [
      'no download folder',
      { path: '  ' },
      { tone: 'warning', titleKey: 'validation.downloadPath' },
    ],
  ])('refuses %s before any call', async (_case, options, toast) => {
    const { downloader, downloads, toasts, asked, player } = setUp(options);
    await downloader.download(catalogueSong(42));
    expect(toasts()).toMatchObject([toast]);
    expect(asked()).toEqual([]);
    expect(downloads.port.download).not.toHaveBeenCalled();
    player.dispose();
  });

  it('takes the song’s playing URL for a listener without VIP, whom the download URL refuses', async () => {
    const { downloader, downloads, asked, player } = setUp({ profile: { ...vip, vipType: 0 } });
    await downloader.download(catalogueSong(42, 'Sunny Day'));
    expect(asked()).toContain('/api/song/url/v1');
    expect(asked()).not.toContain('/api/song/download/url/v1');
    expect(downloads.port.download).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://m801.music.126.net/42.mp3', type: 'mp3' }),
    );
    player.dispose();
  });

  it('says why when the URL cannot be had, in an error toast of 3 s', async () => {
    const failed = setUp({ gateway: { code: 404 } });
    await failed.downloader.download(catalogueSong(1));
    expect(failed.toasts()).toEqual([
      { tone: 'error', titleKey: 'errors.download.urlFailed', durationMs: DOWNLOAD_ERROR_TOAST_MS },
    ]);
    failed.player.dispose();
    const empty = setUp({ gateway: { url: null } });
    await empty.downloader.download(catalogueSong(1));
    expect(empty.toasts()).toMatchObject([{ titleKey: 'errors.download.getUrlFailed' }]);
    expect(empty.downloads.port.download).not.toHaveBeenCalled();
    empty.player.dispose();
  });

  it('says "already downloading" for a second click while the first is prepared, and for a duplicate', async () => {
    const { downloader, downloads, toasts, player } = setUp();
    await Promise.all([
      downloader.download(catalogueSong(1)),
      downloader.download(catalogueSong(2)),
    ]);
    expect(downloads.port.download).toHaveBeenCalledTimes(1);
    expect(toasts()).toMatchObject([
      { titleKey: 'downloads.notices.busy' },
      { titleKey: 'downloads.notices.queued' },
    ]);
    downloads.answer.queue = {
      outcome: 'queued',
      queued: [],
      duplicates: ['Song 1 - Singer A, Singer B'],
    };
    downloads.port.download.mockResolvedValueOnce(downloads.answer.queue);
    await downloader.download(catalogueSong(1));
    expect(toasts().at(-1)).toEqual({
      tone: 'warning',
      titleKey: 'errors.download.alreadyDownloading',
      titleParams: { filename: 'Song 1 - Singer A, Singer B' },
      durationMs: 4000,
    });
    player.dispose();
  });

  it('passes on the shell refusing: its lock, the cap, no folder', async () => {
    const { downloader, downloads, toasts, player } = setUp();
    for (const outcome of ['busy', 'limit', 'no-path'] as const) {
      downloads.port.download.mockResolvedValueOnce({ outcome, queued: [], duplicates: [] });
      await downloader.download(catalogueSong(1));
    }
    expect(toasts().map(({ titleKey }) => titleKey)).toEqual([
      'downloads.notices.busy',
      'downloads.notices.limit',
      'validation.downloadPath',
    ]);
    player.dispose();
  });
});

describe('the batch download', () => {
  it('needs a selection, and refuses more than 300 songs unless unlimited', async () => {
    const capped = setUp();
    await capped.downloader.downloadMany([]);
    const many = Array.from({ length: 301 }, (_, index) => catalogueSong(index + 1));
    await capped.downloader.downloadMany(many);
    expect(capped.toasts()).toMatchObject([
      { titleKey: 'validation.selectSongsFirst' },
      { titleKey: 'downloads.notices.limit', titleParams: { limit: 300 } },
    ]);
    expect(capped.asked()).toEqual([]);
    capped.player.dispose();

    const unlimited = setUp({ unlimited: true });
    await unlimited.downloader.downloadMany(many);
    expect(unlimited.downloads.port.downloadBatch.mock.calls[0]?.[0]).toHaveLength(301);
    unlimited.player.dispose();
    // 602 calls through the store's API layer in jsdom take a few seconds.
  }, 30_000);

  it('queues every song it got a URL for, leaving out video-site items, and says how many', async () => {
    const { downloader, downloads, toasts, player } = setUp();
    const video = { ...catalogueSong(3), id: 'BV1--2--3', source: 'bilibili' as const };
    await downloader.downloadMany([catalogueSong(1), video, catalogueSong(2)]);
    const batch = downloads.port.downloadBatch.mock.calls[0]?.[0] ?? [];
    expect(batch.map((request) => request.songInfo.id)).toEqual([1, 2]);
    expect(toasts()).toEqual([
      {
        tone: 'success',
        titleKey: 'downloads.notices.batchSuccess',
        titleParams: { count: 2 },
        durationMs: 2000,
      },
    ]);
    player.dispose();
  });

  it('says the batch failed when no URL could be had', async () => {
    const { downloader, downloads, toasts, player } = setUp({ gateway: { url: null } });
    await downloader.downloadMany([catalogueSong(1), catalogueSong(2)]);
    expect(downloads.port.downloadBatch).not.toHaveBeenCalled();
    expect(toasts()).toMatchObject([{ tone: 'error', titleKey: 'errors.download.batchFailed' }]);
    player.dispose();
  });
});
