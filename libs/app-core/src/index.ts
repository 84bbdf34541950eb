export { applyDocumentLanguage, startLanguageEffects } from './lib/language/language-effects';
export { useIsMobileLayout } from './lib/layout/mobile-layout';
export { LoadedOnceShown } from './lib/lazy/loaded-once-shown';
export { startPlayerToasts } from './lib/toasts/player-toasts';
export { sessionExpiredToast } from './lib/toasts/session-toasts';
export { Toaster } from './lib/toasts/toaster';
export { type ToastMessage, type ToastRequest, toastShown } from './lib/toasts/toasts.slice';
export { PlatformProvider, usePlatform } from './lib/platform/platform-context';
export {
  AppPlayerProvider,
  useAppPlayer,
  useAppPlayerPending,
  useEqualizer,
  useSleepTimer,
} from './lib/player/app-player-context';
export { type AppPlayer, createAppPlayer } from './lib/player/create-app-player';
export { startLibraryCacheEffects } from './lib/player/library-cache-effects';
export { lyricsFrom } from './lib/player/lyrics-from';
export { PlayerLoadBoundary } from './lib/player/player-load-boundary';
export { songToTrack } from './lib/player/song-to-track';
export type { ResolutionSettings } from './lib/player/song-url-resolver';
export type { MeasuredLoudness } from './lib/player/measured-loudness';
export type { NormalizationSettings } from './lib/player/normalization-gain';
export { historyKindFor, isLyricView, LYRIC_PATH } from './lib/routing/mini-mode-guard';
export { leaveMiniMode, useMiniModeLocation } from './lib/routing/mini-mode';
export { APP_ROUTES, routeOf, type AppRoute, type ScreenId } from './lib/routing/route-table';
export {
  NAVIGATION_HOLD_MS,
  resetScreenShown,
  useNavigationHold,
  useScreenShown,
} from './lib/routing/navigation-hold';
export { readableBySuspense } from './lib/lazy/readable-by-suspense';
export { useAppDispatch, useAppSelector, useAppStore } from './lib/store/app-hooks';
export {
  type AppDispatch,
  type AppStartListening,
  appStartListening,
} from './lib/store/app-listening';
export {
  appReducer,
  createAppServices,
  type AppServices,
  type AppState,
  type AppStore,
  type CadenzaApi,
  type LazyLoadedSlices,
} from './lib/store/create-app-store';
export {
  AfterAppParts,
  AppPartsProvider,
  WithAppParts,
  useAppPartsPending,
} from './lib/lazy/app-parts';
export { useSettledValue } from './lib/lazy/use-settled-value';
export { startAppearanceEffects } from './lib/ui-state/appearance-effects';
export { prefersDarkScheme } from './lib/ui-state/prefers-dark';
export {
  artistDrawerClosed,
  artistDrawerOpened,
  overlayOpened,
  overlayToggled,
  selectCurrentArtistId,
  selectOverlay,
  selectShowArtistDrawer,
  selectTheme,
  themeChosen,
  uiSlice,
} from './lib/ui-state/ui.slice';
export type {
  RouteTarget,
  ScreenEarlyRequest,
  ScreenEarlyRequests,
  ScreenLoader,
  ScreenLoaders,
  ScreenPrefetch,
  ScreenPrefetchLoaders,
} from './lib/routing/screen-loader';
export { cacheCleared } from './lib/store/cache-cleared';
export { useLyricWindowOpen } from './lib/platform/use-lyric-window-open';
