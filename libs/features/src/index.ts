export { isLyricWindowPage, startLyricWindow } from './lib/lyric-window/start-lyric-window';
export { AppShell } from './lib/shell/app-shell';
export { CadenzaApp, type CadenzaAppProps } from './lib/shell/cadenza-app';
export { MENU_ROUTES, findMenuRoute, type MenuRoute } from './lib/shell/menu-routes';
export { startCadenza, type StartCadenzaOptions } from './lib/shell/start-cadenza';
export {
  createAppStore,
  type AppState,
  type AppStore,
  type CreateAppStoreOptions,
} from './lib/store/create-app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './lib/store/app-hooks';
export {
  appStartListening,
  type AppDispatch,
  type AppStartListening,
} from './lib/store/app-listening';
export {
  AppRouter,
  AppRoutes,
  MemoryAppRouter,
  type AppRouteOptions,
} from './lib/routing/app-router';
export {
  APP_ROUTES,
  VIDEO_SITE_SEGMENT,
  type AppRoute,
  type ScreenId,
} from './lib/routing/route-table';
export { createAppPlayer, type AppPlayerDeps } from './lib/player/create-app-player';
export { songToTrack } from './lib/player/song-to-track';
export { createSongUrlResolver, type SongUrlResolverDeps } from './lib/player/song-url-resolver';
export { createAppServices } from './lib/store/create-app-store';
export type { RunningCadenza } from './lib/shell/start-cadenza';
export { lyricsFrom } from './lib/player/lyrics-from';
