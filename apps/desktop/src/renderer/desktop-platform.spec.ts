import { createMemoryStorage } from '@cadenza/ports';
import { DEFAULT_SETTINGS } from '@cadenza/settings';
import type {
  DesktopBridge,
  LyricWindowLyric,
  LyricWindowSong,
  LyricWindowState,
} from '../ipc/contract';
import { createDesktopPlatform } from './desktop-platform';

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
      resizeMiniWindow: jest.fn(async (_playlistOpen: boolean) => undefined),
      onMiniMode: jest.fn((listener: (on: boolean) => void) => {
        miniModeListeners.add(listener);
        return () => miniModeListeners.delete(listener);
      }),
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
