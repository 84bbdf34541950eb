import { createMemoryStorage } from '@cadenza/ports';
import { DEFAULT_SETTINGS } from '@cadenza/settings';
import type { DownloadEvent, DownloadRecord } from '@cadenza/features';
import type { DesktopBridge } from '../ipc/contract';
import type { DownloadsEventContract } from '../ipc/downloads.contract';
import { createDesktopPlatform } from './desktop-platform';

type Listeners = {
  [K in keyof DownloadsEventContract]: Set<(payload: DownloadsEventContract[K]) => void>;
};

function fakeBridge() {
  const miniModeListeners = new Set<(on: boolean) => void>();
  const downloadListeners: Listeners = {
    'music-download-progress': new Set(),
    'music-download-complete': new Set(),
    'music-download-error': new Set(),
    'music-download-removed': new Set(),
  };
  const listen =
    <K extends keyof DownloadsEventContract>(channel: K) =>
    (listener: (payload: DownloadsEventContract[K]) => void) => {
      downloadListeners[channel].add(listener);
      return () => {
        downloadListeners[channel].delete(listener);
      };
    };
  const queued = { outcome: 'queued' as const, queued: ['a'], duplicates: [] };
  const stored: { value: unknown } = { value: null };
  const bridge = {
    stored,
    miniModeListeners,
    settings: {
      read: jest.fn(async () => stored.value),
      write: jest.fn(async (settings: unknown) => {
        stored.value = settings;
      }),
    },
    changeLanguage: jest.fn(async () => undefined),
    window: {
      minimize: jest.fn(async () => undefined),
      toggleMaximize: jest.fn(async () => true),
      close: jest.fn(async () => undefined),
      setMiniMode: jest.fn(async () => undefined),
      onMiniMode: jest.fn((listener: (on: boolean) => void) => {
        miniModeListeners.add(listener);
        return () => miniModeListeners.delete(listener);
      }),
    },
    downloadListeners,
    downloads: {
      download: jest.fn(async () => queued),
      downloadBatch: jest.fn(async () => queued),
      list: jest.fn(async () => []),
      records: jest.fn(async () => ({ records: [], missing: [], resetKeptAs: null })),
      deleteFile: jest.fn(async () => 'done' as const),
      showFile: jest.fn(async () => 'missing' as const),
      clearRecords: jest.fn(async () => undefined),
      choosePath: jest.fn(async () => '/music'),
      openPath: jest.fn(async () => true),
      onProgress: listen('music-download-progress'),
      onComplete: listen('music-download-complete'),
      onError: listen('music-download-error'),
      onRemoved: listen('music-download-removed'),
    },
  } satisfies DesktopBridge & Record<string, unknown>;
  return bridge;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createDesktopPlatform', () => {
  it('keeps settings in the main process through the bridge', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    await platform.settingsStorage.write({ ...DEFAULT_SETTINGS, language: 'en-US' });
    expect(await platform.settingsStorage.read()).toMatchObject({ language: 'en-US' });
    expect(platform).toMatchObject({ kind: 'desktop', apiBaseUrl: '/api' });
  });

  it('tells the shell about a language change and logs a refusal instead of throwing', async () => {
    const bridge = fakeBridge();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge.changeLanguage.mockRejectedValueOnce(new Error('refused'));
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    platform.notifyLanguageChanged('en-US');
    await flush();
    expect(bridge.changeLanguage).toHaveBeenCalledWith('en-US');
    expect(error).toHaveBeenCalledWith(
      'Cadenza: the desktop shell did not take the language change',
      new Error('refused'),
    );
    error.mockRestore();
  });

  it('hands the window controls to main and follows its mini mode until unsubscribed', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    platform.windowControls?.minimize();
    platform.windowControls?.toggleMaximize();
    platform.windowControls?.setMiniMode(true);
    platform.windowControls?.close();
    expect(bridge.window.minimize).toHaveBeenCalledTimes(1);
    expect(bridge.window.toggleMaximize).toHaveBeenCalledTimes(1);
    expect(bridge.window.setMiniMode).toHaveBeenCalledWith(true);
    expect(bridge.window.close).toHaveBeenCalledTimes(1);

    const heard: boolean[] = [];
    const unsubscribe = platform.subscribeMiniMode?.((on) => heard.push(on));
    bridge.miniModeListeners.forEach((listener) => listener(true));
    unsubscribe?.();
    bridge.miniModeListeners.forEach((listener) => listener(false));
    expect(heard).toEqual([true]);
  });

  it('logs a window control main refused', async () => {
    const bridge = fakeBridge();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge.window.close.mockRejectedValueOnce(new Error('gone'));
    createDesktopPlatform(bridge, createMemoryStorage()).windowControls?.close();
    await flush();
    expect(error).toHaveBeenCalledWith(
      'Cadenza: the desktop shell did not close the window',
      new Error('gone'),
    );
    error.mockRestore();
  });

  it('hands downloads to main and merges its four download events into one subscription', async () => {
    const bridge = fakeBridge();
    const downloads = createDesktopPlatform(bridge, createMemoryStorage()).downloads;
    const request = {
      url: 'https://cdn.example/a.mp3',
      filename: 'a',
      type: 'mp3',
      songInfo: { id: 1, name: 'a', artists: [], album: null, picUrl: null, lyric: null },
    };
    await expect(downloads?.download(request)).resolves.toMatchObject({ outcome: 'queued' });
    await downloads?.downloadBatch([request]);
    expect(bridge.downloads.download).toHaveBeenCalledWith(request);
    expect(bridge.downloads.downloadBatch).toHaveBeenCalledWith([request]);
    await expect(downloads?.showFile('id')).resolves.toBe('missing');
    await expect(downloads?.choosePath()).resolves.toBe('/music');

    const heard: DownloadEvent[] = [];
    const unsubscribe = downloads?.subscribe((event) => heard.push(event));
    const item = {
      filename: 'a',
      songName: 'a',
      artist: '',
      status: 'downloading' as const,
      progress: 10,
      loaded: 1,
      total: 10,
    };
    const record = { id: 'r' } as DownloadRecord;
    const { downloadListeners: on } = bridge;
    on['music-download-progress'].forEach((listener) => listener(item));
    on['music-download-complete'].forEach((listener) => listener({ filename: 'a', record }));
    on['music-download-error'].forEach((listener) =>
      listener({ filename: 'b', error: 'HTTP 404' }),
    );
    on['music-download-removed'].forEach((listener) => listener({ filename: 'a' }));
    unsubscribe?.();
    on['music-download-removed'].forEach((listener) => listener({ filename: 'c' }));
    expect(heard).toEqual([
      { type: 'progress', item },
      { type: 'complete', filename: 'a', record },
      { type: 'error', filename: 'b', error: 'HTTP 404' },
      { type: 'removed', filename: 'a' },
    ]);
    expect(Object.values(on).every((listeners) => listeners.size === 0)).toBe(true);
  });
});
