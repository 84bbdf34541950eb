import {
  createLogout,
  createRequester,
  openMusicDb,
  platformRequestPorts,
  type Requester,
} from '@cadenza/api-client';
import {
  cadenzaApi,
  clearSession,
  selectIsLoggedIn,
  selectSessionToken,
  sessionSlice,
  type ApiContext,
} from '@cadenza/api-client/react';
import {
  createSettingsPersistence,
  selectSettings,
  settingsLoaded,
  settingsSlice,
  type Theme,
  type ValidatedSettings,
} from '@cadenza/settings';
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { PlatformBridge } from '@cadenza/platform';
import { toastsSlice } from '../toasts/toasts.slice';
import { sessionExpiredToast } from '../toasts/session-toasts';
import { themeChosen, uiSlice } from '../ui-state/ui.slice';
import { requestContextFor } from './request-context';

/**
 * The slices a feature lib adds to the store when it loads: each declares its own entry, e.g.
 * `declare module '@cadenza/app-core' { interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {} }`,
 * and injects it with `slice.injectInto(appReducer)`. The kernel imports no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * The reducer every renderer's store runs: the kernel's slices (settings, session, ui, toasts)
 * and the API, plus each feature's slice once its lib has loaded (combineSlices' injection, as
 * endpoints use `injectEndpoints`). One reducer for every store: a slice injected once is there
 * for all of them, with its initial state from the next action on.
 */
export const appReducer = combineSlices(
  settingsSlice,
  sessionSlice,
  uiSlice,
  toastsSlice,
  cadenzaApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Options for {@link createAppStore}. */
export interface CreateAppStoreOptions {
  platform: PlatformBridge;
  /** The settings as loaded and validated at start-up. */
  initialSettings: ValidatedSettings;
  /**
   * The app's effects (language, appearance, each feature's): one listener middleware, run before
   * the api middleware. Register on it with `startAppListening` once the store exists.
   */
  effects?: ListenerMiddlewareInstance;
  onSettingsWriteError?: (error: unknown) => void;
  /** The theme read at start-up (the `theme` key, else the system preference). */
  initialTheme?: Theme;
}

/**
 * The Redux store of a renderer (settings, server data through RTK Query, their effects) and
 * the requester its API calls go through, which the player's URL resolution shares.
 */
export function createAppServices({
  platform,
  initialSettings,
  effects = createListenerMiddleware(),
  onSettingsWriteError,
  initialTheme = 'light',
}: CreateAppStoreOptions) {
  const reducer = appReducer;
  // The requester and the logout reach the store they are built into. They do so through this
  // handle, typed by the reducer alone: closures over the store itself would make its type
  // depend on itself, and TypeScript would give up and type the whole store `any`.
  const built: {
    getState: () => ReturnType<typeof reducer>;
    dispatch: (action: UnknownAction) => unknown;
  } = {
    getState: () => {
      throw new Error('the store is used before it is built');
    },
    dispatch: () => undefined,
  };
  const requester: Requester = createRequester({
    baseUrl: () => platform.apiBaseUrl,
    context: () =>
      requestContextFor(
        platform,
        selectSettings(built.getState()),
        selectSessionToken(built.getState()),
      ),
    ...platformRequestPorts,
    onLogout: () => logout(),
  });
  // A 301 answer: server logout, then forget the user and token, and say so. Said once: the
  // requests of a burst share one logout, and a 301 arriving after it finds nobody logged in.
  const logout = createLogout({
    requester,
    clearSession: () => {
      const wasLoggedIn = selectIsLoggedIn(built.getState());
      built.dispatch(clearSession());
      if (wasLoggedIn) built.dispatch(sessionExpiredToast());
    },
  });
  const apiContext: ApiContext = {
    apiBaseUrl: platform.apiBaseUrl,
    requester,
    // Opened once per renderer; the lyric endpoint caches in it (null without IndexedDB).
    musicDb: openMusicDb(platform.indexedDb),
  };
  const store = configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: apiContext } })
        // Each middleware by itself, never an array spread: a spread loses the tuple type and,
        // with it, the thunk overload of the store's dispatch.
        .prepend(
          createSettingsPersistence({
            storage: platform.settingsStorage,
            onWriteError: onSettingsWriteError,
          }),
          effects.middleware,
        )
        .concat(cadenzaApi.middleware),
  });
  built.getState = store.getState;
  built.dispatch = store.dispatch;
  store.dispatch(settingsLoaded(initialSettings));
  store.dispatch(themeChosen(initialTheme));
  return { store, requester };
}

/** The Redux store of a renderer: see {@link createAppServices}. */
export function createAppStore(options: CreateAppStoreOptions) {
  return createAppServices(options).store;
}

/** The store type of a renderer. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The root state of a renderer's store. */
export type AppState = ReturnType<AppStore['getState']>;
