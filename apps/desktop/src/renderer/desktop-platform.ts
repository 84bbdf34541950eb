import type { PlatformBridge } from '@cadenza/features';
import type { KeyValueStorage } from '@cadenza/ports';
import type { AppSettings } from '@cadenza/settings';
import type { DesktopBridge } from '../ipc/contract';

/** A fire-and-forget call to main whose refusal is logged, not thrown at a click handler. */
function logged(what: string, call: () => Promise<unknown>): void {
  call().catch((error: unknown) => console.error(`Cadenza: the desktop shell ${what}`, error));
}

/** The lyric window's two sides: the main window's page feeds it, its own page follows. */
function lyricWindowPorts({
  lyricWindow,
}: DesktopBridge): Pick<PlatformBridge, 'lyricWindow' | 'lyricWindowView'> {
  return {
    lyricWindow: {
      toggle: () => logged('did not open or close the lyric window', () => lyricWindow.toggle()),
      readOpen: () => lyricWindow.state().then((state) => state.open),
      subscribeOpen: (listener) => lyricWindow.onOpen(listener),
      subscribeControl: (listener) => lyricWindow.onControl(listener),
      sendSong: (song) => logged('did not take the song', () => lyricWindow.sendSong(song)),
      sendLyric: (lyric) => logged('did not take the lyrics', () => lyricWindow.sendLyric(lyric)),
    },
    lyricWindowView: {
      readState: () => lyricWindow.state(),
      subscribeSong: (listener) => lyricWindow.onSong(listener),
      subscribeLyric: (listener) => lyricWindow.onLyric(listener),
      subscribeLocked: (listener) => lyricWindow.onLocked(listener),
      subscribeSettings: (listener) => lyricWindow.onSettings(listener),
      control: (control) =>
        logged('did not pass the control on', () => lyricWindow.control(control)),
      setLocked: (locked) => logged('did not lock the lyrics', () => lyricWindow.setLocked(locked)),
      setInteractive: (interactive) =>
        logged('did not let the mouse in', () => lyricWindow.setInteractive(interactive)),
      close: () => logged('did not close the lyric window', () => lyricWindow.close()),
    },
  };
}

/**
 * The desktop platform: settings in the main-process store over the preload bridge, the
 * player's state in the page's localStorage, the window's controls and mini mode from main, and
 * the gateway embedded by the main process, which also serves this page (so `/api` is
 * same-origin).
 */
export function createDesktopPlatform(
  bridge: DesktopBridge,
  storage: KeyValueStorage,
): PlatformBridge {
  return {
    kind: 'desktop',
    apiBaseUrl: '/api',
    storage,
    ...(globalThis.indexedDB ? { indexedDb: globalThis.indexedDB } : {}),
    settingsStorage: {
      read: () => bridge.settings.read(),
      write: (settings: AppSettings) => bridge.settings.write(settings),
    },
    notifyLanguageChanged: (language) =>
      logged('did not take the language change', () => bridge.changeLanguage(language)),
    subscribeMiniMode: (listener) => bridge.window.onMiniMode(listener),
    windowControls: {
      minimize: () => logged('did not minimise the window', () => bridge.window.minimize()),
      toggleMaximize: () =>
        logged('did not maximise the window', () => bridge.window.toggleMaximize()),
      close: () => logged('did not close the window', () => bridge.window.close()),
      setMiniMode: (on) => logged('did not switch mini mode', () => bridge.window.setMiniMode(on)),
      resizeMiniWindow: (playlistOpen) =>
        logged('did not resize the mini window', () =>
          bridge.window.resizeMiniWindow(playlistOpen),
        ),
    },
    ...lyricWindowPorts(bridge),
  };
}
