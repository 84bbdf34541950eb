import type { IdbFactory } from '@cadenza/api-client';
import type { PlatformBridge } from '@cadenza/features';
import type { KeyValueStorage } from '@cadenza/ports';
import { createWebStorageSettingsAdapter } from '@cadenza/settings';

/** Where the web renderer finds the gateway: the same origin that served the page. */
export const WEB_API_BASE_URL = '/api';

/** Below this viewport width the web build is a mobile device (spec §9 "Mobile threshold"). */
export const MOBILE_MAX_WIDTH_PX = 500;

/**
 * The web platform: settings and the player's state in localStorage, the gateway at `/api` on the same origin, the API
 * `device` by the viewport width, and no shell to notify about the language.
 */
export function createWebPlatform(
  storage: KeyValueStorage,
  indexedDb: IdbFactory | undefined = globalThis.indexedDB,
): PlatformBridge {
  return {
    kind: 'web',
    apiBaseUrl: WEB_API_BASE_URL,
    requestDevice: () => (window.innerWidth < MOBILE_MAX_WIDTH_PX ? 'mobile' : 'web'),
    settingsStorage: createWebStorageSettingsAdapter(storage),
    storage,
    ...(indexedDb ? { indexedDb } : {}),
    notifyLanguageChanged: () => undefined,
  };
}
