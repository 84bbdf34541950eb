import { LYRIC_PATH, MINI_PATH } from './mini-mode-guard';

/** The name of the video site, the first path segment of its audiobook-style page (spec §2). */
export const VIDEO_SITE_SEGMENT = 'bilibili';

/** The screens of the app, one lazily loaded chunk each (the lib that owns a screen says how it loads). */
export type ScreenId =
  | 'home'
  | 'search'
  | 'list'
  | 'toplist'
  | 'mv'
  | 'history'
  | 'user'
  | 'set'
  | 'downloads'
  | 'userFollows'
  | 'userFollowers'
  | 'userDetail'
  | 'artistDetail'
  | 'videoSite'
  | 'musicList'
  | 'playlistImport'
  | 'login'
  | 'lyric'
  | 'mini';

/** One route of spec §2 and how the frame treats it. */
export interface AppRoute {
  screen: ScreenId;
  /** A react-router path pattern. */
  path: string;
  /** Inside the main layout (menu, search bar, play bar, drawers); false for /lyric and /mini. */
  inLayout: boolean;
  /** Its state and scroll are kept when the listener leaves and comes back. */
  keepAlive: boolean;
  /** The page itself does not scroll (the screen scrolls its own parts). */
  noPageScroll: boolean;
  /** Shows a back button. */
  backButton: boolean;
  /** Part of the mobile layout's menu and screens (spec: home, search, list, toplist, user). */
  mobile: boolean;
}

const route = (
  screen: ScreenId,
  path: string,
  flags: Partial<Omit<AppRoute, 'screen' | 'path'>> = {},
): AppRoute => ({
  screen,
  path,
  inLayout: true,
  keepAlive: false,
  noPageScroll: false,
  backButton: false,
  mobile: false,
  ...flags,
});

/** Every route of spec §2, exactly: the main layout's, then /lyric and /mini outside it. */
export const APP_ROUTES: readonly AppRoute[] = [
  route('home', '/', { keepAlive: true, mobile: true }),
  route('search', '/search', { keepAlive: true, noPageScroll: true, mobile: true }),
  route('list', '/list', { keepAlive: true, mobile: true }),
  route('toplist', '/toplist', { keepAlive: true, mobile: true }),
  route('mv', '/mv', { keepAlive: true }),
  route('history', '/history', { keepAlive: true }),
  route('user', '/user', { keepAlive: true, noPageScroll: true, mobile: true }),
  route('set', '/set', { keepAlive: true, noPageScroll: true, backButton: true }),
  route('downloads', '/downloads', { keepAlive: true }),
  route('userFollows', '/user/follows', { backButton: true }),
  route('userFollowers', '/user/followers'),
  route('userDetail', '/user/detail/:uid'),
  route('artistDetail', '/artist/detail/:id', { keepAlive: true }),
  route('videoSite', `/${VIDEO_SITE_SEGMENT}/:bvid`, { keepAlive: true }),
  route('musicList', '/music-list/:id?'),
  route('playlistImport', '/playlist/import', { keepAlive: true }),
  route('login', '/login', { keepAlive: true }),
  route('lyric', LYRIC_PATH, { inLayout: false }),
  route('mini', MINI_PATH, { inLayout: false }),
];

/** The route of a screen. */
export function routeOf(screen: ScreenId): AppRoute {
  const found = APP_ROUTES.find((candidate) => candidate.screen === screen);
  if (!found) throw new Error(`no route for screen ${screen}`);
  return found;
}
