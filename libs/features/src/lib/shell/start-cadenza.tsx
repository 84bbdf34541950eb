import { createListenerMiddleware } from '@reduxjs/toolkit';
import { createI18n } from '@cadenza/i18n';
import { loadSettings } from '@cadenza/settings';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PlatformBridge } from '../platform/platform-bridge';
import { appStartListening } from '../store/app-listening';
import { createAppStore } from '../store/create-app-store';
import { createAppRouter } from '../routing/app-router';
import { AppShell } from './app-shell';
import { CadenzaApp } from './cadenza-app';
import { applyDocumentLanguage, startLanguageEffects } from './language-effects';

/** Options for {@link startCadenza}. */
export interface StartCadenzaOptions {
  platform: PlatformBridge;
  container: Element;
}

/**
 * Boots a renderer: loads and validates settings, creates i18n and the store, and renders.
 * Both `apps/web` and the desktop renderer call this with their own platform bridge; nothing
 * is constructed at import time.
 */
export async function startCadenza({ platform, container }: StartCadenzaOptions): Promise<Root> {
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
  const router = createAppRouter({ platform, layout: <AppShell /> });
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <CadenzaApp store={store} i18n={i18n} router={router} />
    </StrictMode>,
  );
  return root;
}
