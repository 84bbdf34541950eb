import { createListenerMiddleware } from '@reduxjs/toolkit';
import { createI18n } from '@cadenza/i18n';
import { loadSettings } from '@cadenza/settings';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PlatformBridge } from '../platform/platform-bridge';
import { appStartListening } from '../store/app-listening';
import { createAppStore } from '../store/create-app-store';
import { CadenzaApp } from './cadenza-app';
import { applyDocumentLanguage, startLanguageEffects } from './language-effects';

/** Options for {@link startCadenza}. */
export interface StartCadenzaOptions {
  platform: PlatformBridge;
  container: Element;
  pathname: string;
}

/**
 * Boots a renderer: loads and validates settings, creates i18n and the store, and renders.
 * Both `apps/web` and the desktop renderer call this with their own platform bridge; nothing
 * is constructed at import time.
 */
export async function startCadenza({
  platform,
  container,
  pathname,
}: StartCadenzaOptions): Promise<Root> {
  const initialSettings = await loadSettings(platform.settingsStorage);
  const i18n = await createI18n({ language: initialSettings.settings.language });
  applyDocumentLanguage(i18n.language);
  const effects = createListenerMiddleware();
  const store = createAppStore({
    platform,
    initialSettings,
    effects,
    onSettingsWriteError: (error) => console.error('Cadenza: could not save settings', error),
  });
  startLanguageEffects(appStartListening(effects), i18n, platform);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <CadenzaApp store={store} i18n={i18n} pathname={pathname} />
    </StrictMode>,
  );
  return root;
}
