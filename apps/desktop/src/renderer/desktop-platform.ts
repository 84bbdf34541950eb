import type { DownloadEvent, DownloadsPort, PlatformBridge } from '@cadenza/features';
import type { KeyValueStorage } from '@cadenza/ports';
import type { AppSettings } from '@cadenza/settings';
import type { DesktopBridge } from '../ipc/contract';

/** A fire-and-forget call to main whose refusal is logged, not thrown at a click handler. */
function logged(what: string, call: () => Promise<unknown>): void {
  call().catch((error: unknown) => console.error(`Cadenza: the desktop shell ${what}`, error));
}

/** The download manager in main, its four events merged into one subscription. */
function downloadsPort(bridge: DesktopBridge['downloads']): DownloadsPort {
  return {
    download: (request) => bridge.download(request),
    downloadBatch: (requests) => bridge.downloadBatch(requests),
    list: () => bridge.list(),
    records: () => bridge.records(),
    deleteFile: (recordId) => bridge.deleteFile(recordId),
    showFile: (recordId) => bridge.showFile(recordId),
    clearRecords: () => bridge.clearRecords(),
    choosePath: () => bridge.choosePath(),
    openPath: () => bridge.openPath(),
    subscribe: (listener: (event: DownloadEvent) => void) => {
      const unsubscribes = [
        bridge.onProgress((item) => listener({ type: 'progress', item })),
        bridge.onComplete(({ filename, record }) =>
          listener({ type: 'complete', filename, record }),
        ),
        bridge.onError(({ filename, error }) => listener({ type: 'error', filename, error })),
        bridge.onRemoved(({ filename }) => listener({ type: 'removed', filename })),
      ];
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
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
    },
    downloads: downloadsPort(bridge.downloads),
  };
}
