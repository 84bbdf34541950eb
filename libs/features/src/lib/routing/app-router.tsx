import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  createMemoryRouter,
  Navigate,
  Outlet,
  type RouteObject,
} from 'react-router';
import type { PlatformBridge } from '../platform/platform-bridge';
import type { RouteHandle } from './keep-alive-outlet';
import { LazyScreen } from './lazy-screen';
import { historyKindFor } from './mini-mode-guard';
import { MiniModeGuard, miniRouteLoader, type MiniModeState } from './mini-mode';
import { APP_ROUTES, type AppRoute } from './route-table';

/** What the route objects need from the app: its platform and the layout around its screens. */
export interface AppRouteOptions {
  platform: PlatformBridge;
  /** The main layout; renders the screens' outlet (see `KeepAliveOutlet`). */
  layout: ReactNode;
}

const screenRoute = (route: AppRoute, element: ReactNode): RouteObject => ({
  path: route.path,
  element,
  handle: { screen: route.screen, keepAlive: route.keepAlive } satisfies RouteHandle,
});

/**
 * The route objects of spec §2: the layout's routes lazily loaded inside it, /lyric and /mini
 * outside it (/mini only in mini mode), an unknown path sent to /, all under the mini-mode guard.
 */
export function appRoutes({ platform, layout }: AppRouteOptions): RouteObject[] {
  const inLayout = APP_ROUTES.filter((route) => route.inLayout).map((route) =>
    screenRoute(route, <LazyScreen screen={route.screen} />),
  );
  const mode: MiniModeState = { on: false };
  const outside = APP_ROUTES.filter((route) => !route.inLayout).map((route) => ({
    ...screenRoute(route, <LazyScreen screen={route.screen} />),
    ...(route.screen === 'mini' ? { loader: miniRouteLoader(mode) } : {}),
  }));
  return [
    {
      element: (
        <MiniModeGuard platform={platform} mode={mode}>
          <Outlet />
        </MiniModeGuard>
      ),
      children: [
        { element: layout, children: inLayout },
        ...outside,
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/** The router a renderer uses: plain paths when the page has a host, a hash otherwise (spec §2). */
export function createAppRouter(options: AppRouteOptions, location: Location = window.location) {
  const routes = appRoutes(options);
  return historyKindFor(location) === 'browser'
    ? createBrowserRouter(routes)
    : createHashRouter(routes);
}

/** A router over an in-memory history (specs, and hosts without a location). */
export function createMemoryAppRouter(options: AppRouteOptions, initialPath: string) {
  return createMemoryRouter(appRoutes(options), { initialEntries: [initialPath] });
}
