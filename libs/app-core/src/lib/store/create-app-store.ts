import {
  createLogout,
  createEarlyRequests,
  createRequester,
  openMusicDb,
  platformRequestPorts,
  type Requester,
} from '@cadenza/api-client';
import {
  clearSession,
  selectIsLoggedIn,
  selectSessionToken,
  sessionSlice,
  type ApiContext,
  type cadenzaApi,
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
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  type WithSlice,
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
 * and injects it with `slice.injectInto(appReducer)`. The kernel imports no feature. The API is
 * one of them: it joins after the first paint ({@link createAppServices}' `installApi`).
 */
export interface LazyLoadedSlices extends WithSlice<CadenzaApi> {}

/** The RTK Query API of the app (`cadenzaApi`), which a store installs with {@link AppServices.installApi}. */
export type CadenzaApi = typeof cadenzaApi;

/**
 * The reducer every renderer's store runs: the kernel's slices (settings, session, ui, toasts),
 * plus the API and each feature's slice once its lib has loaded (combineSlices' injection, as
 * endpoints use `injectEndpoints`). One reducer for every store: a slice injected once is there
 * for all of them, with its initial state from the next action on.
 */
export const appReducer = combineSlices(
  settingsSlice,
  sessionSlice,
  uiSlice,
  toastsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The store has its API: dispatched once, after the API's reducer and middleware joined it. */
export const apiInstalled = createAction('app/apiInstalled');

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
  /**
   * The API to install at once. Absent: the store starts without it (RTK Query is not part of
   * the first paint) and the app installs it with {@link AppServices.installApi} when it loads;
   * nothing may query before that.
   */
  api?: CadenzaApi;
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
  api,
}: CreateAppStoreOptions) {
  const reducer = appReducer;
  // The API's middleware joins the store when the API does (after the first paint).
  const apiMiddleware = createDynamicMiddleware();
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
  // Early requests: a deep link's first answer is asked for as the page starts, and handed to
  // the first identical call, which RTK Query makes once its API has loaded.
  const early = createEarlyRequests(
    createRequester({
      baseUrl: () => platform.apiBaseUrl,
      context: () =>
        requestContextFor(
          platform,
          selectSettings(built.getState()),
          selectSessionToken(built.getState()),
        ),
      ...platformRequestPorts,
      onLogout: () => logout(),
    }),
  );
  const requester: Requester = early.requester;
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
        .concat(apiMiddleware.middleware),
  });
  built.getState = store.getState;
  built.dispatch = store.dispatch;
  store.dispatch(settingsLoaded(initialSettings));
  store.dispatch(themeChosen(initialTheme));
  const installApi = (loaded: CadenzaApi) => {
    appReducer.inject(loaded);
    apiMiddleware.addMiddleware(loaded.middleware);
    // An action: it gives the API's slice its initial state before anything selects it.
    store.dispatch(apiInstalled());
  };
  if (api) installApi(api);
  return {
    store,
    requester,
    installApi,
    startEarlyRequest: early.start,
    musicDb: apiContext.musicDb,
  };
}

/** What {@link createAppServices} builds. */
export type AppServices = ReturnType<typeof createAppServices>;

/** The Redux store of a renderer: see {@link createAppServices}. */
export function createAppStore(options: CreateAppStoreOptions) {
  return createAppServices(options).store;
}

/** The store type of a renderer. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The root state of a renderer's store. */
export type AppState = ReturnType<AppStore['getState']>;
