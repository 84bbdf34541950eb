import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The page background of each theme (`--cz-color-bg` in libs/ui's tokens.css): the installed
 * app's title bar and splash screen take the colour the frame is drawn on. The spec beside this
 * file keeps the two in step.
 */
export const WEB_THEME_COLORS = { light: '#f4f5f7', dark: '#0f1012' } as const;

/**
 * Paths the server answers itself, never with the app: the gateway's API (JSON, the media and
 * stream proxies) and its Prometheus metrics. A navigation there must reach the network.
 */
export const NOT_THE_APP = [/^\/api(?:\/|$)/, /^\/metrics(?:\/|$)/];

/**
 * vite-plugin-pwa's options for the web build (the desktop renderer has none: Electron loads
 * its files from the embedded gateway, and a service worker there would only serve stale ones).
 *
 * - The manifest makes the app installable: name, icons 192 and 512 (and a maskable one),
 *   standalone display, start at `/`.
 * - The generated Workbox worker precaches the build (HTML, scripts, styles, icons): the frame
 *   opens without a network. It has no runtime caching at all, so API answers, covers and audio
 *   always come from the network: a cached catalogue answer or song URL would be stale or
 *   expired, and media would fill the storage quota.
 * - `prompt` with no prompt: a new version installs in the background and waits until every
 *   window of the app is closed, so it takes effect on the next start, never mid-session.
 *   `clientsClaim` only lets the first install control the page that registered it (there is no
 *   older version to mix with), so the first visit already works offline.
 * - Registration is the app entry's (`injectRegister: false`), after the first paint.
 */
export const WEB_PWA_OPTIONS: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
  manifest: {
    id: '/',
    name: 'Cadenza',
    short_name: 'Cadenza',
    // In the default interface language, as index.html's `lang` (the app's zh-CN tagline).
    description: '网易云音乐第三方播放器',
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: WEB_THEME_COLORS.light,
    background_color: WEB_THEME_COLORS.light,
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NOT_THE_APP,
    runtimeCaching: [],
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
  },
};
