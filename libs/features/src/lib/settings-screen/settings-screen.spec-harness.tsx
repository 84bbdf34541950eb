import type { IdbFactory } from '@cadenza/api-client';
import { buildHealthDto } from '@cadenza/api-client/testing';
import { createI18n, type I18nInstance } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { createMemoryStorage } from '@cadenza/ports';
import {
  createMemorySettingsAdapter,
  validateStoredSettings,
  type AppSettings,
} from '@cadenza/settings';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createFakeSoundFactory } from '@cadenza/player-core/testing';
import { Toaster } from '../notices/toaster';
import { AppPlayerProvider } from '../player/app-player-context';
import { createAppPlayer } from '../player/create-app-player';
import type { PlatformBridge } from '../platform/platform-bridge';
import { PlatformProvider } from '../platform/platform-context';
import { LazyScreen } from '../routing/lazy-screen';
import { startSearchHistoryEffects } from '../search/search-slice';
import { startLanguageEffects } from '../shell/language-effects';
import { appStartListening } from '../store/app-listening';
import { createAppServices } from '../store/create-app-store';
import { SettingsScreen } from './settings-screen';

/** Options of {@link renderSettings}. */
export interface RenderSettingsOptions {
  kind?: PlatformBridge['kind'];
  /** The stored settings document (e.g. `{ language: 'en-US' }`). */
  stored?: unknown;
  /** The page storage's first contents (search history, player keys…). */
  storageContents?: Record<string, string>;
  indexedDb?: IdbFactory;
  /** What the gateway's health call answers: a DTO, or an error to throw. */
  health?: unknown;
  /** Render the screen through the route's lazy entry instead of directly. */
  viaRoute?: boolean;
  /** Platform members beyond the basics (the desktop's global shortcuts…). */
  platformExtras?: Partial<PlatformBridge>;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * The settings screen on a real store (settings persistence into a memory adapter, the search
 * history effects on a memory storage), in the stored language, as the app renders it.
 */
export async function renderSettings({
  kind = 'web',
  stored = null,
  storageContents = {},
  indexedDb,
  health = buildHealthDto(),
  viaRoute = false,
  platformExtras = {},
}: RenderSettingsOptions = {}) {
  const settingsStorage = createMemorySettingsAdapter(stored);
  const storage = createMemoryStorage(storageContents);
  const platform: PlatformBridge = {
    kind,
    apiBaseUrl: 'http://gateway.test/api',
    settingsStorage,
    storage,
    ...(indexedDb ? { indexedDb } : {}),
    notifyLanguageChanged: jest.fn(),
    ...platformExtras,
  };
  global.fetch = jest.fn(async () => {
    if (health instanceof Error) throw health;
    return json(health);
  }) as unknown as typeof fetch;
  const initialSettings = validateStoredSettings(stored);
  const i18n: I18nInstance = await createI18n({ language: initialSettings.settings.language });
  const effects = createListenerMiddleware();
  const { store, requester } = createAppServices({ platform, initialSettings, effects });
  const player = createAppPlayer({
    platform,
    requester,
    settings: () => store.getState().settings.values,
    soundFactory: createFakeSoundFactory(),
  });
  const startListening = appStartListening(effects);
  startLanguageEffects(startListening, i18n, platform);
  startSearchHistoryEffects(startListening, store.dispatch, storage);
  await act(async () => {
    render(
      <Provider store={store}>
        <PlatformProvider platform={platform}>
          <I18nProvider i18n={i18n}>
            <AppPlayerProvider player={player}>
              <Toaster>
                <MemoryRouter initialEntries={['/set']}>
                  {viaRoute ? <LazyScreen screen="set" /> : <SettingsScreen />}
                </MemoryRouter>
              </Toaster>
            </AppPlayerProvider>
          </I18nProvider>
        </PlatformProvider>
      </Provider>,
    );
  });
  /** The settings document last written to storage. */
  const saved = () => settingsStorage.current as AppSettings;
  return {
    store,
    storage,
    platform,
    player,
    i18n,
    settingsStorage,
    saved,
    t: i18n.t.bind(i18n),
  };
}

/** Selects a settings tab by its visible name (Radix selects on mouse down). */
export function openTab(name: string): void {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });
}

/** Types into a field and leaves it (the field saves on blur when the value is valid). */
export async function typeAndLeave(field: HTMLElement, text: string): Promise<void> {
  await act(async () => {
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: text } });
    fireEvent.blur(field);
  });
}

/** Lets the persistence middleware's queued writes land. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
