import type { DownloadEvent, DownloadsPort, PlatformBridge } from '@cadenza/platform';
import { followCurrent, type KeyValueStorage } from '@cadenza/ports';
import type { CloseChoiceRequest } from '../ipc/close.contract';
import type { ShortcutRegistration } from '../ipc/shortcuts.contract';
import type { AppSettings } from '@cadenza/settings';
import type { DesktopBridge } from '../ipc/contract';

/** A fire-and-forget call to main whose refusal is logged, not thrown at a click handler. */
function logged(what: string, call: () => Promise<unknown>): void {
  call().catch((error: unknown) => console.error(`Cadenza: the desktop shell ${what}`, error));
}

/** The download manager in main, its four events merged into one subscription. */
function downloadsPort({
  onProgress,
  onComplete,
  onError,
  onRemoved,
  ...calls
}: DesktopBridge['downloads']): DownloadsPort {
  return {
    ...calls,
    subscribe: (listener: (event: DownloadEvent) => void) => {
      const unsubscribes = [
        onProgress((item) => listener({ type: 'progress', item })),
        onComplete(({ filename, record }) => listener({ type: 'complete', filename, record })),
        onError(({ filename, error }) => listener({ type: 'error', filename, error })),
        onRemoved(({ filename }) => listener({ type: 'removed', filename })),
      ];
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
  };
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
 * player's state in the page's localStorage, the window's controls and mini mode from main, the
 * tray, the close-choice dialog and the global shortcuts, and the gateway embedded by the main
 * process, which also serves this page (so `/api` is same-origin).
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
    boundApiPort: () => bridge.apiPort(),
    unblockMusic: (id, songData, sources) => bridge.unblockMusic(id, songData, [...sources]),
    systemFonts: () => bridge.system.fonts(),
    notify: (notification) =>
      logged('did not show a notification', () => bridge.system.notify(notification)),
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
    updates: {
      check: () => bridge.updates.check(),
      machine: () => bridge.updates.getArch(),
      startDownload: (url) => bridge.updates.startDownload(url),
      install: (filePath) => bridge.updates.install(filePath),
      subscribeProgress: (listener) => bridge.updates.onDownloadProgress(listener),
      subscribeComplete: (listener) => bridge.updates.onDownloadComplete(listener),
    },
    remoteControl: {
      onCommand: (listener) => bridge.remoteControl.onCommand(listener),
      reply: (id, result) =>
        logged('did not take a remote-command reply', () => bridge.remoteControl.reply(id, result)),
      reportNowPlaying: (nowPlaying) =>
        logged('did not take the now-playing report', () =>
          bridge.remoteControl.report(nowPlaying),
        ),
      getState: () => bridge.remoteControl.state(),
      onState: (listener) => bridge.remoteControl.onChanged(listener),
      createPairingCode: (scope) => bridge.remoteControl.createPairing(scope),
      cancelPairingCode: () => bridge.remoteControl.cancelPairing(),
      revokeDevice: (deviceId) => bridge.remoteControl.revoke(deviceId),
    },
    tray: {
      reportNowPlaying: (nowPlaying) =>
        logged('did not take the song for the tray', () =>
          bridge.tray.reportNowPlaying(nowPlaying),
        ),
      subscribeCommands: (listener) => bridge.tray.onCommand(listener),
    },
    closeChoice: {
      subscribe: (listener) => subscribeCloseChoice(bridge, listener),
      answer: (id, choice) =>
        logged('did not take the close choice', () => bridge.closeChoice.answer({ id, choice })),
    },
    globalShortcuts: {
      update: (shortcuts) =>
        logged('did not register the shortcuts', () => bridge.shortcuts.update(shortcuts)),
      suspend: (suspended) =>
        logged('did not pause the global shortcuts', () => bridge.shortcuts.suspend(suspended)),
      runInShell: (action) =>
        logged(`did not carry out ${action}`, () => bridge.shortcuts.runInShell(action)),
      subscribeActions: (listener) => bridge.shortcuts.onGlobalShortcut(listener),
      subscribeRegistration: (listener) => subscribeRegistration(bridge, listener),
    },
    downloads: downloadsPort(bridge.downloads),
    ...lyricWindowPorts(bridge),
  };
}

/**
 * Every question main asks from now on, and the one it may have asked while the page was still
 * loading (no listener yet), unless a newer one came first.
 */
function subscribeCloseChoice(
  bridge: DesktopBridge,
  listener: (requestId: number) => void,
): () => void {
  return followCurrent<CloseChoiceRequest | null>(
    {
      subscribe: (heard) => bridge.closeChoice.onRequest(heard),
      read: () => bridge.closeChoice.pending(),
      onReadError: (error) =>
        console.error('Cadenza: the desktop shell did not say whether it asks to close', error),
    },
    (request) => {
      if (request) listener(request.id);
    },
  );
}

/**
 * The registration now (asked once) and every change main announces after. An announcement
 * that arrives before the answer is newer than it, so the answer is then dropped.
 */
function subscribeRegistration(
  bridge: DesktopBridge,
  listener: (registration: ShortcutRegistration) => void,
): () => void {
  return followCurrent(
    {
      subscribe: (heard) => bridge.shortcuts.onRegistration(heard),
      read: () => bridge.shortcuts.registration(),
      onReadError: (error) =>
        console.error('Cadenza: the desktop shell did not say how the shortcuts stand', error),
    },
    listener,
  );
}
