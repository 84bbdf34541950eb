import type {
  RemoteCommandRequest,
  RemoteCommandResult,
  RemoteControlState,
  RemoteNowPlaying,
  RemoteScope,
} from '../ipc/remote-control.contract';
import { createMemoryStorage } from '@cadenza/ports';
import { DEFAULT_SETTINGS } from '@cadenza/settings';
import type { DownloadEvent, DownloadRecord } from '@cadenza/platform';
import type {
  DesktopBridge,
  LyricWindowLyric,
  LyricWindowSong,
  LyricWindowState,
} from '../ipc/contract';
import type { PageShortcutAction, ShortcutRegistration } from '../ipc/shortcuts.contract';
import type { TrayCommand } from '../ipc/tray.contract';
import type { DownloadsEventContract } from '../ipc/downloads.contract';
import { createDesktopPlatform } from './desktop-platform';

type Listeners = {
  [K in keyof DownloadsEventContract]: Set<(payload: DownloadsEventContract[K]) => void>;
};

const STATE: RemoteControlState = {
  server: { state: 'off', port: null, urls: [], error: null },
  devices: [],
  pairing: null,
};

const NO_FAILURES: ShortcutRegistration = { failures: [], suspended: false };

const SNAPSHOT: LyricWindowState = {
  open: true,
  locked: false,
  song: { id: '7', name: 'Aurora', artists: ['Lumen'] },
  lyric: null,
};

function fakeLyricWindow() {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const on =
    (channel: string) =>
    (listener: (payload: never) => void): (() => void) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    };
  return {
    listeners,
    emit: (channel: string, payload: unknown) =>
      listeners.get(channel)?.forEach((listener) => listener(payload as never)),
    lyricWindow: {
      open: jest.fn(async () => undefined),
      close: jest.fn(async () => undefined),
      toggle: jest.fn(async () => true),
      state: jest.fn(async () => SNAPSHOT),
      sendSong: jest.fn(async (_song: LyricWindowSong | null) => undefined),
      sendLyric: jest.fn(async (_lyric: LyricWindowLyric) => undefined),
      control: jest.fn(async (_control: string) => undefined),
      setLocked: jest.fn(async (_locked: boolean) => undefined),
      setInteractive: jest.fn(async (_interactive: boolean) => undefined),
      onOpen: on('open'),
      onControl: on('control'),
      onSong: on('song'),
      onLyric: on('lyric'),
      onLocked: on('locked'),
      onSettings: on('settings'),
    },
  };
}

function fakeBridge() {
  const miniModeListeners = new Set<(on: boolean) => void>();
  const lyric = fakeLyricWindow();
  const commandListeners = new Set<(request: RemoteCommandRequest) => void>();
  const listeners = {
    trayCommand: new Set<(command: TrayCommand) => void>(),
    closeRequest: new Set<(request: { id: number }) => void>(),
    globalShortcut: new Set<(action: PageShortcutAction) => void>(),
    registration: new Set<(registration: ShortcutRegistration) => void>(),
  };
  const listen =
    <T>(set: Set<(value: T) => void>) =>
    (listener: (value: T) => void) => {
      set.add(listener);
      return () => void set.delete(listener);
    };
  const downloadListeners: Listeners = {
    'music-download-progress': new Set(),
    'music-download-complete': new Set(),
    'music-download-error': new Set(),
    'music-download-removed': new Set(),
  };
  const listenDownloads =
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
    commandListeners,
    listeners,
    settings: {
      read: jest.fn(async () => stored.value),
      write: jest.fn(async (settings: unknown) => {
        stored.value = settings;
      }),
    },
    changeLanguage: jest.fn(async () => undefined),
    apiPort: jest.fn(async () => 30489),
    unblockMusic: jest.fn(async () => ({ error: 'offline' })),
    system: {
      fonts: jest.fn(async () => ['system-ui', 'Arial']),
      notify: jest.fn(async () => undefined),
    },
    window: {
      minimize: jest.fn(async () => undefined),
      toggleMaximize: jest.fn(async () => true),
      close: jest.fn(async () => undefined),
      setMiniMode: jest.fn(async () => undefined),
      resizeMiniWindow: jest.fn(async (_playlistOpen: boolean) => undefined),
      onMiniMode: jest.fn((listener: (on: boolean) => void) => {
        miniModeListeners.add(listener);
        return () => miniModeListeners.delete(listener);
      }),
    },
    updates: {
      check: jest.fn(async () => ({ kind: 'none', reason: 'up-to-date' }) as const),
      getArch: jest.fn(async () => ({ platform: 'linux', arch: 'x64' }) as const),
      startDownload: jest.fn(async () => undefined),
      install: jest.fn(async () => undefined),
      onDownloadProgress: jest.fn(() => () => undefined),
      onDownloadComplete: jest.fn(() => () => undefined),
    },
    remoteControl: {
      report: jest.fn(async (_nowPlaying: RemoteNowPlaying) => undefined),
      reply: jest.fn(async (_id: string, _result: RemoteCommandResult) => undefined),
      onCommand: jest.fn((listener: (request: RemoteCommandRequest) => void) => {
        commandListeners.add(listener);
        return () => commandListeners.delete(listener);
      }),
      state: jest.fn(async () => STATE),
      onChanged: jest.fn(() => () => undefined),
      createPairing: jest.fn(async (scope: RemoteScope) => ({
        code: 'ABCD-EFGH',
        scope,
        expiresAt: 1,
      })),
      cancelPairing: jest.fn(async () => undefined),
      revoke: jest.fn(async (_deviceId: string) => undefined),
    },
    tray: {
      reportNowPlaying: jest.fn(async () => undefined),
      onCommand: jest.fn(listen(listeners.trayCommand)),
    },
    closeChoice: {
      onRequest: jest.fn(listen(listeners.closeRequest)),
      pending: jest.fn(async (): Promise<{ id: number } | null> => null),
      answer: jest.fn(async () => undefined),
    },
    shortcuts: {
      update: jest.fn(async (): Promise<ShortcutRegistration> => NO_FAILURES),
      registration: jest.fn(async (): Promise<ShortcutRegistration> => NO_FAILURES),
      suspend: jest.fn(async (): Promise<ShortcutRegistration> => NO_FAILURES),
      runInShell: jest.fn(async () => undefined),
      onGlobalShortcut: jest.fn(listen(listeners.globalShortcut)),
      onRegistration: jest.fn(listen(listeners.registration)),
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
      onProgress: listenDownloads('music-download-progress'),
      onComplete: listenDownloads('music-download-complete'),
      onError: listenDownloads('music-download-error'),
      onRemoved: listenDownloads('music-download-removed'),
    },
    lyric,
    lyricWindow: lyric.lyricWindow,
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
    expect(await platform.boundApiPort?.()).toBe(30489);
    expect(await platform.unblockMusic?.(1, {}, ['kugou'])).toEqual({ error: 'offline' });
    expect(bridge.unblockMusic).toHaveBeenCalledWith(1, {}, ['kugou']);
    expect(await platform.systemFonts?.()).toEqual(['system-ui', 'Arial']);
    platform.notify?.({ title: 'Sleep timer', body: 'Playback stopped' });
    expect(bridge.system.notify).toHaveBeenCalledWith({
      title: 'Sleep timer',
      body: 'Playback stopped',
    });
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
    platform.windowControls?.resizeMiniWindow(true);
    platform.windowControls?.close();
    expect(bridge.window.minimize).toHaveBeenCalledTimes(1);
    expect(bridge.window.toggleMaximize).toHaveBeenCalledTimes(1);
    expect(bridge.window.setMiniMode).toHaveBeenCalledWith(true);
    expect(bridge.window.resizeMiniWindow).toHaveBeenCalledWith(true);
    expect(bridge.window.close).toHaveBeenCalledTimes(1);

    const heard: boolean[] = [];
    const unsubscribe = platform.subscribeMiniMode?.((on) => heard.push(on));
    bridge.miniModeListeners.forEach((listener) => listener(true));
    unsubscribe?.();
    bridge.miniModeListeners.forEach((listener) => listener(false));
    expect(heard).toEqual([true]);
  });

  it('maps the update port onto the bridge', async () => {
    const bridge = fakeBridge();
    const updates = createDesktopPlatform(bridge, createMemoryStorage()).updates;
    await expect(updates?.check()).resolves.toEqual({ kind: 'none', reason: 'up-to-date' });
    await expect(updates?.machine()).resolves.toEqual({ platform: 'linux', arch: 'x64' });
    await updates?.startDownload('https://example.org/a.exe');
    await updates?.install('/tmp/a.exe');
    const progress = jest.fn();
    const complete = jest.fn();
    updates?.subscribeProgress(progress);
    updates?.subscribeComplete(complete);
    expect(bridge.updates.startDownload).toHaveBeenCalledWith('https://example.org/a.exe');
    expect(bridge.updates.install).toHaveBeenCalledWith('/tmp/a.exe');
    expect(bridge.updates.onDownloadProgress).toHaveBeenCalledWith(progress);
    expect(bridge.updates.onDownloadComplete).toHaveBeenCalledWith(complete);
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

  it('hands remote control to main: commands in, replies and now-playing out, pairing', async () => {
    const bridge = fakeBridge();
    const remote = createDesktopPlatform(bridge, createMemoryStorage()).remoteControl;
    const heard: RemoteCommandRequest[] = [];
    const unsubscribe = remote?.onCommand((request) => heard.push(request));
    bridge.commandListeners.forEach((listener) => listener({ id: '1', command: { type: 'next' } }));
    unsubscribe?.();
    bridge.commandListeners.forEach((listener) => listener({ id: '2', command: { type: 'play' } }));
    expect(heard).toEqual([{ id: '1', command: { type: 'next' } }]);

    remote?.reply('1', { ok: true });
    expect(bridge.remoteControl.reply).toHaveBeenCalledWith('1', { ok: true });
    expect(await remote?.getState()).toEqual(STATE);
    expect(await remote?.createPairingCode('read')).toMatchObject({ scope: 'read' });
    await remote?.revokeDevice('device-1');
    expect(bridge.remoteControl.revoke).toHaveBeenCalledWith('device-1');
  });

  it('logs a now-playing report main refused instead of throwing', async () => {
    const bridge = fakeBridge();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge.remoteControl.report.mockRejectedValueOnce(new Error('refused'));
    createDesktopPlatform(bridge, createMemoryStorage()).remoteControl?.reportNowPlaying({
      track: null,
      status: 'idle',
      positionSec: 0,
      volume: 1,
      muted: false,
      liked: false,
      queueIndex: -1,
      queueLength: 0,
    });
    await flush();
    expect(error).toHaveBeenCalledWith(
      'Cadenza: the desktop shell did not take the now-playing report',
      new Error('refused'),
    );
    error.mockRestore();
  });

  it('reports the song to the tray and hears its player entries', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    platform.tray?.reportNowPlaying({ title: 'A', artists: 'B', playing: true });
    expect(bridge.tray.reportNowPlaying).toHaveBeenCalledWith({
      title: 'A',
      artists: 'B',
      playing: true,
    });
    const heard: string[] = [];
    const unsubscribe = platform.tray?.subscribeCommands((command) => heard.push(command));
    bridge.listeners.trayCommand.forEach((listener) => listener('next'));
    unsubscribe?.();
    bridge.listeners.trayCommand.forEach((listener) => listener('previous'));
    expect(heard).toEqual(['next']);
  });

  it('passes the close question to the page and its answer back', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    const asked: number[] = [];
    platform.closeChoice?.subscribe((id) => asked.push(id));
    bridge.listeners.closeRequest.forEach((listener) => listener({ id: 4 }));
    platform.closeChoice?.answer(4, 'minimize');
    await flush();
    expect(asked).toEqual([4]);
    expect(bridge.closeChoice.answer).toHaveBeenCalledWith({ id: 4, choice: 'minimize' });
  });

  it('hears a question asked while the page was still loading', async () => {
    const bridge = fakeBridge();
    bridge.closeChoice.pending.mockResolvedValueOnce({ id: 2 });
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    const asked: number[] = [];
    platform.closeChoice?.subscribe((id) => asked.push(id));
    await flush();
    expect(asked).toEqual([2]);
  });

  it('gives the registration now, then each announced change, and drops an answer overtaken by one', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    const heard: ShortcutRegistration[] = [];
    const unsubscribe = platform.globalShortcuts?.subscribeRegistration((r) => heard.push(r));
    await flush();
    expect(heard).toEqual([NO_FAILURES]);
    const paused = { failures: [], suspended: true };
    bridge.listeners.registration.forEach((listener) => listener(paused));
    expect(heard).toEqual([NO_FAILURES, paused]);
    unsubscribe?.();

    let answer: (registration: ShortcutRegistration) => void = () => undefined;
    bridge.shortcuts.registration.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const later: ShortcutRegistration[] = [];
    platform.globalShortcuts?.subscribeRegistration((r) => later.push(r));
    bridge.listeners.registration.forEach((listener) => listener(paused));
    answer(NO_FAILURES);
    await flush();
    expect(later).toEqual([paused]);
  });

  it('hands the shortcuts, the pause and the shell’s actions to main, and its presses to the page', () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    platform.globalShortcuts?.update(DEFAULT_SETTINGS.shortcuts);
    platform.globalShortcuts?.suspend(true);
    platform.globalShortcuts?.runInShell('toggleMiniMode');
    expect(bridge.shortcuts.update).toHaveBeenCalledWith(DEFAULT_SETTINGS.shortcuts);
    expect(bridge.shortcuts.suspend).toHaveBeenCalledWith(true);
    expect(bridge.shortcuts.runInShell).toHaveBeenCalledWith('toggleMiniMode');
    const pressed: string[] = [];
    platform.globalShortcuts?.subscribeActions((action) => pressed.push(action));
    bridge.listeners.globalShortcut.forEach((listener) => listener('nextPlay'));
    expect(pressed).toEqual(['nextPlay']);
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

  it('gives the main window its side of the lyric window: toggle, feed, open state, controls', async () => {
    const bridge = fakeBridge();
    const host = createDesktopPlatform(bridge, createMemoryStorage()).lyricWindow;
    host?.toggle();
    const song = { id: '7', name: 'Aurora', artists: ['Lumen'] };
    host?.sendSong(song);
    const lyric: LyricWindowLyric = { type: 'empty', songId: '7', timeMs: 0, playing: true };
    host?.sendLyric(lyric);
    expect(bridge.lyricWindow.toggle).toHaveBeenCalledTimes(1);
    expect(bridge.lyricWindow.sendSong).toHaveBeenCalledWith(song);
    expect(bridge.lyricWindow.sendLyric).toHaveBeenCalledWith(lyric);
    expect(await host?.readOpen()).toBe(true);
    const opened: boolean[] = [];
    const controls: string[] = [];
    host?.subscribeOpen((open) => opened.push(open));
    host?.subscribeControl((control) => controls.push(control));
    bridge.lyric.emit('open', false);
    bridge.lyric.emit('control', 'next');
    expect(opened).toEqual([false]);
    expect(controls).toEqual(['next']);
  });

  it('gives the lyric page its side: the snapshot, the feed, the lock and its controls', async () => {
    const bridge = fakeBridge();
    const view = createDesktopPlatform(bridge, createMemoryStorage()).lyricWindowView;
    expect(await view?.readState()).toEqual(SNAPSHOT);
    const heard: unknown[] = [];
    view?.subscribeSong((song) => heard.push(song));
    view?.subscribeLocked((locked) => heard.push(locked));
    view?.subscribeSettings((settings) => heard.push(settings));
    bridge.lyric.emit('song', null);
    bridge.lyric.emit('locked', true);
    bridge.lyric.emit('settings', { language: 'en-US' });
    expect(heard).toEqual([null, true, { language: 'en-US' }]);
    view?.control('playpause');
    view?.setLocked(true);
    view?.setInteractive(true);
    view?.close();
    expect(bridge.lyricWindow.control).toHaveBeenCalledWith('playpause');
    expect(bridge.lyricWindow.setLocked).toHaveBeenCalledWith(true);
    expect(bridge.lyricWindow.setInteractive).toHaveBeenCalledWith(true);
    expect(bridge.lyricWindow.close).toHaveBeenCalledTimes(1);
  });

  it('logs lyrics main refused instead of throwing at the player', async () => {
    const bridge = fakeBridge();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge.lyricWindow.sendLyric.mockRejectedValueOnce(new Error('refused the lyric data'));
    createDesktopPlatform(bridge, createMemoryStorage()).lyricWindow?.sendLyric({
      type: 'update',
      songId: '7',
      timeMs: 0,
      playing: false,
    });
    await flush();
    expect(error).toHaveBeenCalledWith(
      'Cadenza: the desktop shell did not take the lyrics',
      new Error('refused the lyric data'),
    );
    error.mockRestore();
  });
});
