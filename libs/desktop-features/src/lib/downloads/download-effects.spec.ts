import { createTestApp, downloadRecord, fakeDownloads } from '@cadenza/app-core/testing';
import { DOWNLOAD_ERROR_TOAST_MS } from '@cadenza/songs';
import { startDownloadEffects } from './download-effects';
import { selectCompletedDownloads, selectDownloadItems } from './downloads.slice';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the download effects', () => {
  it('read the running downloads, follow the events and announce completion and failure', async () => {
    const downloads = fakeDownloads();
    downloads.port.list.mockResolvedValueOnce([
      {
        filename: 'listed',
        songName: 'Listed',
        artist: '',
        status: 'downloading',
        progress: 5,
        loaded: 5,
        total: 100,
      },
    ]);
    const notify = jest.fn();
    const { store, player } = createTestApp({
      kind: 'desktop',
      platform: { downloads: downloads.port, notify },
    });
    const translate = jest.fn(
      (key: string, values?: Record<string, string>) => `${key} ${JSON.stringify(values ?? {})}`,
    );
    const stop = startDownloadEffects(
      { downloads: downloads.port, notify },
      store.dispatch,
      translate,
    );
    await flush();
    expect(selectDownloadItems(store.getState()).map(({ filename }) => filename)).toEqual([
      'listed',
    ]);

    const record = downloadRecord('00000000-0000-4000-8000-000000000001', 'Done');
    downloads.emit({ type: 'complete', filename: 'Done - Singer A', record });
    downloads.emit({ type: 'error', filename: 'Broken', error: 'HTTP 500' });
    expect(notify).toHaveBeenCalledWith({
      title: 'downloads.notices.completed {"filename":"Done - Singer A"}',
      body: record.filePath,
    });
    const toasts = () =>
      store.getState().toasts.map(({ tone, titleKey, titleParams, durationMs }) => ({
        tone,
        titleKey,
        titleParams,
        durationMs,
      }));
    expect(toasts()).toEqual([
      {
        tone: 'success',
        titleKey: 'downloads.notices.completed',
        titleParams: { filename: 'Done - Singer A' },
        durationMs: 2000,
      },
      {
        tone: 'error',
        titleKey: 'errors.download.fileFailed',
        titleParams: { filename: 'Broken', error: 'HTTP 500' },
        durationMs: DOWNLOAD_ERROR_TOAST_MS,
      },
    ]);
    // A failure without a reason says "unknown error" (the toast replaces the one before).
    downloads.emit({ type: 'error', filename: 'Silent', error: '' });
    expect(toasts().at(-1)).toMatchObject({
      titleParams: { filename: 'Silent', error: 'errors.download.unknownError {}' },
    });
    expect(selectCompletedDownloads(store.getState())).toBe(1);
    stop();
    expect(downloads.listeners.size).toBe(0);
    player.dispose();
  });

  it('do nothing where the platform has no downloads', () => {
    const dispatch = jest.fn();
    startDownloadEffects({}, dispatch, () => '')();
    expect(dispatch).not.toHaveBeenCalled();
  });
});
