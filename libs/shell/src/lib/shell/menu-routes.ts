import type { TranslationKey } from '@cadenza/i18n';
import { routeOf, type ScreenId } from '@cadenza/app-core';

/** A route of the main menu (spec §2, "Routes inside the main layout", in-menu entries). */
export interface MenuRoute {
  id: ScreenId;
  path: string;
  labelKey: TranslationKey;
  /** Hidden in the mobile menu (spec: /mv). */
  desktopOnly?: boolean;
}

const entry = (
  screen: ScreenId,
  labelKey: TranslationKey,
  flags: { desktopOnly?: boolean } = {},
): MenuRoute => ({ id: screen, path: routeOf(screen).path, labelKey, ...flags });

/** The in-menu routes, in menu order (paths from the route table). */
export const MENU_ROUTES: readonly MenuRoute[] = [
  entry('home', 'nav.home'),
  entry('search', 'nav.search'),
  entry('list', 'nav.list'),
  entry('toplist', 'nav.toplist'),
  entry('mv', 'nav.mv', { desktopOnly: true }),
  entry('history', 'nav.history'),
  entry('user', 'nav.user'),
  entry('set', 'nav.set'),
  entry('downloads', 'nav.downloads'),
];

/** The menu entry a path belongs to (`/user/follows` → user), or undefined outside the menu. */
export function findMenuRoute(pathname: string): MenuRoute | undefined {
  if (pathname === '/' || pathname === '') return MENU_ROUTES[0];
  const first = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
  return MENU_ROUTES.find((route) => route.path !== '/' && route.path === first);
}
