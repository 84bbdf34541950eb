import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { NOT_THE_APP, WEB_PWA_OPTIONS, WEB_THEME_COLORS } from './pwa-options';

const workspace = join(__dirname, '../../../..');
const manifest = WEB_PWA_OPTIONS.manifest as Partial<ManifestOptions>;
const workbox = WEB_PWA_OPTIONS.workbox ?? {};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** `--cz-color-bg` of the light (`:root`) and dark (`:root.dark`) token blocks. */
function tokenBackgrounds() {
  const css = readFileSync(join(workspace, 'libs/ui/src/lib/tokens/tokens.css'), 'utf8');
  const inBlock = (selector: string) =>
    new RegExp(`${selector}\\s*\\{[^}]*--cz-color-bg:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  return { light: inBlock(':root'), dark: inBlock(':root\\.dark') };
}

describe('the web app manifest', () => {
  it('makes the app installable: name, standalone, start URL', () => {
    expect(manifest).toMatchObject({
      name: 'Cadenza',
      short_name: 'Cadenza',
      display: 'standalone',
      start_url: '/',
    });
  });

  it('describes the app in the default language, with its tagline', () => {
    const strings = JSON.parse(
      readFileSync(join(workspace, 'libs/i18n/src/locales/zh-CN/frame.json'), 'utf8'),
    ) as { app: { tagline: string } };
    expect(manifest).toMatchObject({ lang: 'zh-CN', description: strings.app.tagline });
  });

  it('lists 192 and 512 px icons (and a maskable one) that exist with those sizes', () => {
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      expect(pngSize(join(workspace, 'apps/web/public', icon.src))).toBe(icon.sizes);
    }
  });

  it('takes its colours from the design tokens', () => {
    expect(tokenBackgrounds()).toEqual(WEB_THEME_COLORS);
    expect(manifest.theme_color).toBe(WEB_THEME_COLORS.light);
    expect(manifest.background_color).toBe(WEB_THEME_COLORS.light);
    const html = readFileSync(join(workspace, 'apps/web/index.html'), 'utf8');
    expect(html).toContain(`name="theme-color" content="${WEB_THEME_COLORS.light}"`);
    expect(html).toContain(`name="theme-color" content="${WEB_THEME_COLORS.dark}"`);
  });
});

describe('the service worker', () => {
  it('caches nothing at run time: API answers and media always come from the network', () => {
    expect(workbox.runtimeCaching ?? []).toEqual([]);
    expect(workbox.globPatterns?.join()).not.toMatch(/mp3|m4a|aac|json/);
  });

  it.each(['/api/health', '/api/song/url/v1', '/api/music_proxy/music', '/api', '/metrics'])(
    'leaves the navigation to %s to the server',
    (path) => {
      expect(NOT_THE_APP.some((pattern) => pattern.test(path))).toBe(true);
      expect(workbox.navigateFallbackDenylist).toEqual(NOT_THE_APP);
    },
  );

  it.each(['/', '/search', '/artist/detail/42', '/apiary'])(
    'answers the navigation to %s with the app',
    (path) => {
      expect(NOT_THE_APP.some((pattern) => pattern.test(path))).toBe(false);
      expect(workbox.navigateFallback).toBe('index.html');
    },
  );

  it('never takes over a running app: a new version waits for the next start', () => {
    expect(WEB_PWA_OPTIONS.registerType).toBe('prompt');
    expect(workbox.skipWaiting).toBe(false);
    // Registered by the app entry after the first paint, not by a script in index.html.
    expect(WEB_PWA_OPTIONS.injectRegister).toBe(false);
  });
});
