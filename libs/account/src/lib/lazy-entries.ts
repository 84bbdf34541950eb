// What the shell loads on demand: each entry is a chunk of its own, loaded on first use.
import type { ScreenLoaders } from '@cadenza/app-core';

/** Loads the session check that follows the first paint. */
export const loadSessionStart = () => import('./login/session-start');

/** How the account screens load, each a chunk of its own. */
export const ACCOUNT_SCREENS: ScreenLoaders<
  'playlistImport' | 'login' | 'user' | 'userDetail' | 'userFollows' | 'userFollowers'
> = {
  playlistImport: () =>
    import('./playlist-import/playlist-import-screen').then((module) => ({
      default: module.PlaylistImportScreen,
    })),
  login: () => import('./login/login-screen').then((module) => ({ default: module.LoginScreen })),
  user: () => import('./user/user-screen').then((module) => ({ default: module.UserScreen })),
  userDetail: () =>
    import('./user/user-detail-screen').then((module) => ({ default: module.UserDetailScreen })),
  userFollows: () =>
    import('./user/follow-list-screen').then((module) => ({ default: module.UserFollowsScreen })),
  userFollowers: () =>
    import('./user/follow-list-screen').then((module) => ({ default: module.UserFollowersScreen })),
};
