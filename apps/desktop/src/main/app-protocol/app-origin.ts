import type { CustomScheme } from 'electron';

/** The scheme every Cadenza window loads from. */
export const APP_SCHEME = 'app';
/** The one host of {@link APP_SCHEME}: the renderer's origin is `app://cadenza`. */
export const APP_HOST = 'cadenza';
/** Where the main window starts. */
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/`;

/**
 * The scheme's privileges, registered before the app is ready. Standard: relative URLs,
 * localStorage and IndexedDB work as on http. Secure: a secure context (Web Audio, media
 * session). Fetch and streaming: the API and ranged audio go through it.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    stream: true,
    codeCache: true,
  },
};
