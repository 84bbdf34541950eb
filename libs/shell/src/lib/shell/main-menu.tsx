import { useT } from '@cadenza/i18n/react';
import { NavMenu } from '@cadenza/ui';
import { useLocation, useNavigate } from 'react-router';
import { routeOf } from '@cadenza/app-core';
import { MENU_ICONS } from './menu-icons';
import { MENU_ROUTES, findMenuRoute } from './menu-routes';

/**
 * The main menu: the desktop's left rail with every entry, or the mobile bottom bar with the
 * routes of the mobile layout only (spec §2: no MV there).
 */
export function MainMenu({ variant }: { variant: 'rail' | 'bar' }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routes =
    variant === 'bar'
      ? MENU_ROUTES.filter((route) => !route.desktopOnly && routeOf(route.id).mobile)
      : MENU_ROUTES;
  const items = routes.map((route) => ({
    id: route.id,
    label: t(route.labelKey),
    href: route.path,
    icon: MENU_ICONS[route.id],
  }));
  return (
    <NavMenu
      label={t(variant === 'bar' ? 'nav.mobileLabel' : 'nav.label')}
      variant={variant}
      items={items}
      activeId={findMenuRoute(pathname)?.id}
      onNavigate={(item) => navigate(item.href)}
    />
  );
}
