import type { IdbFactory } from '@cadenza/api-client';
import { isMobileLayout, type PlatformBridge } from '@cadenza/platform';
import type { KeyValueStorage } from '@cadenza/ports';
import { createWebStorageSettingsAdapter } from '@cadenza/settings';

/** Where the web renderer finds the gateway: the same origin that served the page. */
export const WEB_API_BASE_URL = '/api';

/**
 * The web platform: settings and the player's state in localStorage, the gateway at `/api` on the same origin, the API
 * `device` by the mobile layout rule, and no shell to notify about the language.
 */
export function createWebPlatform(
  storage: KeyValueStorage,
  indexedDb: IdbFactory | undefined = globalThis.indexedDB,
): PlatformBridge {
  return {
    kind: 'web',
    apiBaseUrl: WEB_API_BASE_URL,
    requestDevice: () =>
      isMobileLayout(window.innerWidth, navigator.userAgent) ? 'mobile' : 'web',
    settingsStorage: createWebStorageSettingsAdapter(storage),
    storage,
    ...(indexedDb ? { indexedDb } : {}),
    notifyLanguageChanged: () => undefined,
  };
}
