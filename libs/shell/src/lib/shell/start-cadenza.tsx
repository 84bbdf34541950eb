import { createListenerMiddleware } from '@reduxjs/toolkit';
import { setSession } from '@cadenza/api-client/react';
import { createI18n, loadAppStrings } from '@cadenza/i18n';
import { loadSettings, readTheme, selectSettings } from '@cadenza/settings';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PlatformBridge } from '@cadenza/platform';
import {
  appStartListening,
  createAppServices,
  applyDocumentLanguage,
  startLanguageEffects,
  startAppearanceEffects,
  prefersDarkScheme,
} from '@cadenza/app-core';
import { AppRouter } from '../routing/app-router';
import { startNavigationPrefetch, warmPrefetches } from '../routing/route-prefetch';
import { warmScreens } from '../routing/screen-warmup';
import { AfterFirstPaint } from './after-first-paint';
import { AppShell } from './app-shell';
import { CadenzaApp } from './cadenza-app';
import { loadCadenzaApi } from './load-cadenza-api';
import { startSearchHistoryEffects } from '@cadenza/browse';
import { loadPlayerStart } from '@cadenza/playback';
import { loadDownloadEffects } from '@cadenza/desktop-features';
import { loadSessionStart, readStoredSession, startSessionPersistence } from '@cadenza/account';

/** Options for {@link startCadenza}. */
export interface StartCadenzaOptions {
  platform: PlatformBridge;
  container: Element;
}

/** A running renderer: {@link RunningCadenza.stop} unmounts it and ends its player. */
export interface RunningCadenza {
  root: Root;
  /**
   * Settles once the browser has painted the first render: an app starts what the first paint
   * does not need (the web app's service worker) after it, so it does not compete with it.
   */
  firstPaint: Promise<void>;
  stop(): void;
}

/**
 * The composition root of a renderer: loads and validates settings, creates i18n, the store and
 * the router, and renders; the player (howler engine, URL resolution through the store's
 * requester, state in the platform's storage, restored with the autoplay setting) starts in its
 * own chunk beside the first paint. Both
 * `apps/web` and the desktop renderer call this with their own platform bridge; nothing is
 * constructed at import time.
 */
export async function startCadenza({
  platform,
  container,
}: StartCadenzaOptions): Promise<RunningCadenza> {
  const initialSettings = await loadSettings(platform.settingsStorage);
  const effects = createListenerMiddleware();
  const { store, requester, installApi, startEarlyRequest, musicDb } = createAppServices({
    platform,
    initialSettings,
    effects,
    onSettingsWriteError: (error) => console.error('Cadenza: could not save settings', error),
    initialTheme: readTheme(platform.storage, prefersDarkScheme()),
  });
  const settings = () => selectSettings(store.getState());
  const startListening = appStartListening(effects);
  // The user of the last visit shows at once; the server confirms (or ends) it after the paint.
  store.dispatch(setSession(readStoredSession(platform.storage, platform.kind)));
  // The first paint of home needs the frame's strings and nothing of the API (RTK Query, the
  // endpoints) or the player (howler, the resolution chain, the machine): they follow it, and
  // the parts that use them wait (`WithAppParts`, `useAppPlayer`). Another screen opened by its
  // link needs them all to show anything of its own, so they load at once, beside the frame.
  let painted: () => void = () => undefined;
  const firstPaint = new Promise<void>((resolve) => {
    painted = resolve;
  });
  let wantScreenParts: () => void = () => undefined;
  const screenParts = new Promise<void>((resolve) => {
    wantScreenParts = resolve;
  });
  // Nothing queries before the API is in the store: the prefetches, the session check, the
  // player and every part rendered after the first paint wait for it.
  const apiReady = screenParts.then(loadCadenzaApi).then(installApi);
  // Before the frame's strings arrive: a deep link's screen and data load beside them.
  const navigationPrefetch = startNavigationPrefetch(store.dispatch, {
    deps: { ready: apiReady },
    startEarly: startEarlyRequest,
  });
  const { initialScreen } = navigationPrefetch;
  if (initialScreen === null || initialScreen === 'home') void firstPaint.then(wantScreenParts);
  else wantScreenParts();
  const i18n = await createI18n({ language: initialSettings.settings.language, frameOnly: true });
  applyDocumentLanguage(i18n.language);
  const appStrings = screenParts
    .then(() => loadAppStrings(i18n))
    .catch((error: unknown) => console.error('Cadenza: could not load the strings', error));
  const appParts = Promise.all([appStrings, apiReady]).then(() => undefined);
  appParts.catch((error: unknown) => console.error('Cadenza: could not load the API', error));
  const playerStart = Promise.all([screenParts.then(loadPlayerStart), apiReady]).then(
    ([{ startPlayer }]) =>
      startPlayer({
        platform,
        store,
        requester,
        settings,
        startListening,
        translate: (key) => i18n.t(key),
        musicDb,
      }),
  );
  const player = playerStart.then((started) => started.player);
  // Once the player is there, the idle page loads what the next click will need.
  let stopWarmup: () => void = () => undefined;
  void playerStart.then(() => {
    warmPrefetches();
    stopWarmup = warmScreens();
  });
  void Promise.all([firstPaint, apiReady])
    .then(loadSessionStart)
    .then(({ confirmSession }) => confirmSession(store))
    .catch((error: unknown) => console.error('Cadenza: could not check the session', error));
  const stopEffects = [
    navigationPrefetch.stop,
    () => stopWarmup(),
    startLanguageEffects(startListening, i18n, platform),
    startAppearanceEffects(startListening, store.getState, platform.storage),
    startSearchHistoryEffects(startListening, store.dispatch, platform.storage),
    startSessionPersistence(startListening, platform.storage, platform.kind),
  ];
  // Downloads are the desktop shell's: their effects load only where the platform has them.
  if (platform.downloads) {
    void Promise.all([loadDownloadEffects(), apiReady]).then(([{ startDownloadEffects }]) =>
      stopEffects.push(
        startDownloadEffects(platform, store.dispatch, (key, values) => i18n.t(key, values)),
      ),
    );
  }
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AfterFirstPaint onPainted={painted}>
        <CadenzaApp
          store={store}
          i18n={i18n}
          router={<AppRouter platform={platform} layout={<AppShell />} />}
          player={player}
          appParts={appParts}
          platform={platform}
        />
      </AfterFirstPaint>
    </StrictMode>,
  );
  return {
    root,
    firstPaint,
    stop() {
      root.unmount();
      for (const stopEffect of stopEffects) stopEffect();
      void playerStart.then((started) => started.stop());
    },
  };
}
