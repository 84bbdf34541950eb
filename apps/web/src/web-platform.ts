import type { PlatformBridge } from '@cadenza/features';
import { createWebStorageSettingsAdapter, type KeyValueStorage } from '@cadenza/settings';

/** Where the web renderer finds the gateway: the same origin that served the page. */
export const WEB_API_BASE_URL = '/api';

/**
 * The web platform: settings in localStorage, the gateway at `/api` on the same origin, and no
 * shell to notify about the language.
 */
export function createWebPlatform(storage: KeyValueStorage): PlatformBridge {
  return {
    kind: 'web',
    apiBaseUrl: WEB_API_BASE_URL,
    settingsStorage: createWebStorageSettingsAdapter(storage),
    notifyLanguageChanged: () => undefined,
  };
}
