import { switchLanguage, type I18nInstance } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import type { KeyValueStorage } from '@cadenza/ports';
import {
  applyTheme,
  readTheme,
  STORAGE_KEYS,
  validateStoredSettings,
  type AppSettings,
  type Theme,
} from '@cadenza/settings';
import { useEffect, useState } from 'react';
import { applyDocumentLanguage, prefersDarkScheme } from '@cadenza/app-core';
import type { LyricWindowView } from '@cadenza/platform';
import { LyricWindowScreen } from './lyric-window-screen';
import type { LyricViewClock } from './use-lyric-view';

/** Props of {@link LyricWindowApp}. */
export interface LyricWindowAppProps {
  view: LyricWindowView;
  i18n: I18nInstance;
  /** The settings read when the page loaded. */
  initialSettings: AppSettings;
  /** The page's storage: the app's theme is kept there (and changes there, from the main window). */
  storage: KeyValueStorage;
  clock: LyricViewClock;
}

/** The app's theme, following the main window when it changes it (a `storage` event). */
function useAppTheme(storage: KeyValueStorage): Theme {
  const [theme, setTheme] = useState(() => readTheme(storage, prefersDarkScheme()));
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme || event.key === null) {
        setTheme(readTheme(storage, prefersDarkScheme()));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);
  return theme;
}

/**
 * The lyric window's page with the settings the main window keeps: the lyric settings' font,
 * colours (their background theme, or the app's theme for 'default') and translation, and the
 * interface language, each followed when the main window saves a change.
 */
export function LyricWindowApp({
  view,
  i18n,
  initialSettings,
  storage,
  clock,
}: LyricWindowAppProps) {
  const [settings, setSettings] = useState(initialSettings);
  useEffect(
    () =>
      view.subscribeSettings((document) => {
        const { settings: next, issues } = validateStoredSettings(document);
        // The main window reports a bad document; here the last good one is better than defaults.
        if (issues.some((issue) => issue.field === '*')) return;
        setSettings(next);
      }),
    [view],
  );
  useEffect(() => {
    if (i18n.language === settings.language) return;
    switchLanguage(i18n, settings.language)
      .then(() => applyDocumentLanguage(settings.language))
      .catch((error: unknown) => console.error('Cadenza: could not switch language', error));
  }, [i18n, settings.language]);

  const appTheme = useAppTheme(storage);
  const theme = settings.lyric.theme === 'default' ? appTheme : settings.lyric.theme;
  useEffect(() => applyTheme(document.documentElement, theme), [theme]);

  return (
    <I18nProvider i18n={i18n}>
      <LyricWindowScreen
        view={view}
        lyric={settings.lyric}
        fontFamily={settings.fontFamily}
        clock={clock}
      />
    </I18nProvider>
  );
}
