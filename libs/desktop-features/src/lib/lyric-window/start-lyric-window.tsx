import { createI18n } from '@cadenza/i18n';
import { platformTimers } from '@cadenza/ports';
import { loadSettings } from '@cadenza/settings';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PlatformBridge } from '@cadenza/platform';
import { isLyricView, LYRIC_PATH, applyDocumentLanguage } from '@cadenza/app-core';
import { LyricWindowApp } from './lyric-window-app';

/** The class on the document root that makes the page see-through (the lyric window's). */
export const TRANSPARENT_WINDOW_CLASS = 'cz-transparent-window';

/**
 * Whether this page is the desktop lyric window: the `/lyric` path, or (spec §2) a hash with
 * the word lyric where the page has no host to route by path.
 */
export function isLyricWindowPage(location: Pick<Location, 'pathname' | 'hash'>): boolean {
  return location.pathname === LYRIC_PATH || isLyricView(location);
}

/**
 * The composition root of the desktop lyric window's page. It is not the app: no player, store
 * or router (the main window plays; two players would fight over the saved queue), only the
 * settings (read, never written), the strings and what the shell forwards.
 */
export async function startLyricWindow({
  platform,
  container,
}: {
  platform: PlatformBridge;
  container: Element;
}): Promise<{ root: Root; stop(): void }> {
  const view = platform.lyricWindowView;
  if (!view) throw new Error('this platform has no lyric window');
  const { settings } = await loadSettings(platform.settingsStorage);
  const i18n = await createI18n({ language: settings.language });
  applyDocumentLanguage(i18n.language);
  document.documentElement.classList.add(TRANSPARENT_WINDOW_CLASS);
  document.title = i18n.t('lyricWindow.title');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <LyricWindowApp
        view={view}
        i18n={i18n}
        initialSettings={settings}
        storage={platform.storage}
        clock={{ now: () => Date.now(), timers: platformTimers() }}
      />
    </StrictMode>,
  );
  return { root, stop: () => root.unmount() };
}
