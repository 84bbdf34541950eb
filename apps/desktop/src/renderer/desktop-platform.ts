import type { PlatformBridge } from '@cadenza/features';
import type { KeyValueStorage } from '@cadenza/ports';
import type { AppSettings } from '@cadenza/settings';
import type { DesktopBridge } from '../ipc/contract';

/**
 * The desktop platform: settings in the main-process store over the preload bridge, the
 * player's state in the page's localStorage, and the
 * gateway embedded by the main process, which also serves this page (so `/api` is same-origin).
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
    notifyLanguageChanged: (language) => {
      bridge
        .changeLanguage(language)
        .catch((error: unknown) =>
          console.error('Cadenza: the desktop shell did not take the language change', error),
        );
    },
  };
}
