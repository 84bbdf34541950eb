import {
  createLogout,
  createRequester,
  platformRequestPorts,
  type Requester,
} from '@cadenza/api-client';
import {
  cadenzaApi,
  clearSession,
  selectSessionToken,
  sessionSlice,
  type ApiContext,
} from '@cadenza/api-client/react';
import {
  createSettingsPersistence,
  selectSettings,
  settingsLoaded,
  settingsSlice,
  type ValidatedSettings,
} from '@cadenza/settings';
import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import type { PlatformBridge } from '../platform/platform-bridge';
import { requestContextFor } from './request-context';

/** Options for {@link createAppStore}. */
export interface CreateAppStoreOptions {
  platform: PlatformBridge;
  /** The settings as loaded and validated at start-up. */
  initialSettings: ValidatedSettings;
  /** Extra listener middleware (e.g. the language effects), run before the api middleware. */
  extraMiddleware?: Middleware[];
  onSettingsWriteError?: (error: unknown) => void;
}

/** The Redux store of a renderer: settings, server data (RTK Query) and their effects. */
export function createAppStore({
  platform,
  initialSettings,
  extraMiddleware = [],
  onSettingsWriteError,
}: CreateAppStoreOptions) {
  const requester: Requester = createRequester({
    baseUrl: () => platform.apiBaseUrl,
    context: () =>
      requestContextFor(
        platform,
        selectSettings(store.getState()),
        selectSessionToken(store.getState()),
      ),
    ...platformRequestPorts,
    onLogout: () => logout(),
  });
  // A 301 answer: server logout, then forget the user and token.
  const logout = createLogout({
    requester,
    clearSession: () => {
      store.dispatch(clearSession());
    },
  });
  const apiContext: ApiContext = { apiBaseUrl: platform.apiBaseUrl, requester };
  const store = configureStore({
    reducer: combineSlices(settingsSlice, sessionSlice, cadenzaApi),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: apiContext } })
        .prepend(
          createSettingsPersistence({
            storage: platform.settingsStorage,
            onWriteError: onSettingsWriteError,
          }),
          ...extraMiddleware,
        )
        .concat(cadenzaApi.middleware),
  });
  store.dispatch(settingsLoaded(initialSettings));
  return store;
}

/** The store type of a renderer. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The root state of a renderer's store. */
export type AppState = ReturnType<AppStore['getState']>;
