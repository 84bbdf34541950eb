import type { PlatformBridge } from '@cadenza/features';
import type { KeyValueStorage } from '@cadenza/ports';
import type { AppSettings } from '@cadenza/settings';
import type { DesktopBridge } from '../ipc/contract';

/** A fire-and-forget call to main whose refusal is logged, not thrown at a click handler. */
function logged(what: string, call: () => Promise<unknown>): void {
  call().catch((error: unknown) => console.error(`Cadenza: the desktop shell ${what}`, error));
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
  };
}
