import type { TranslationKey } from '@cadenza/i18n';

/** A route of the main menu (spec §2, "Routes inside the main layout", in-menu entries). */
export interface MenuRoute {
  id: string;
  path: string;
  labelKey: TranslationKey;
  /** Hidden in the mobile menu (spec: /mv). */
  desktopOnly?: boolean;
}

/** The in-menu routes, in menu order. */
export const MENU_ROUTES: readonly MenuRoute[] = [
  { id: 'home', path: '/', labelKey: 'nav.home' },
  { id: 'search', path: '/search', labelKey: 'nav.search' },
  { id: 'list', path: '/list', labelKey: 'nav.list' },
  { id: 'toplist', path: '/toplist', labelKey: 'nav.toplist' },
  { id: 'mv', path: '/mv', labelKey: 'nav.mv', desktopOnly: true },
  { id: 'history', path: '/history', labelKey: 'nav.history' },
  { id: 'user', path: '/user', labelKey: 'nav.user' },
  { id: 'set', path: '/set', labelKey: 'nav.set' },
  { id: 'downloads', path: '/downloads', labelKey: 'nav.downloads' },
];

/** The menu entry a path belongs to (`/user/follows` → user), or undefined outside the menu. */
export function findMenuRoute(pathname: string): MenuRoute | undefined {
  if (pathname === '/' || pathname === '') return MENU_ROUTES[0];
  const first = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
  return MENU_ROUTES.find((route) => route.path !== '/' && route.path === first);
}
