import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Navigate,
  useRoutes,
  type RouteObject,
} from 'react-router';
import type { PlatformBridge } from '@cadenza/platform';
import { LazyScreen } from './lazy-screen';
import { historyKindFor, LYRIC_PATH, useMiniModeLocation, APP_ROUTES } from '@cadenza/app-core';

/** What the routes need from the app: its platform and the layout around its screens. */
export interface AppRouteOptions {
  platform: PlatformBridge;
  /** The main layout; renders the screens' outlet (see `KeepAliveOutlet`). */
  layout: ReactNode;
}

/**
 * The route objects of spec §2: the layout's routes lazily loaded inside it, /lyric and /mini
 * outside it, an unknown path sent to /.
 */
export function appRoutes(layout: ReactNode): RouteObject[] {
  const element = (route: (typeof APP_ROUTES)[number]): RouteObject => ({
    path: route.path,
    // The layout's screens suspend to the outlet's boundary (see `KeepAliveOutlet`).
    element: <LazyScreen screen={route.screen} boundary={!route.inLayout} />,
  });
  return [
    { element: layout, children: APP_ROUTES.filter((route) => route.inLayout).map(element) },
    ...APP_ROUTES.filter((route) => !route.inLayout).map(element),
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

// The links to the desktop shell load only in the desktop app: the web's first paint has none.
const DesktopLinks = lazy(() =>
  import('../shell/desktop-links').then((module) => ({ default: module.DesktopLinks })),
);

/** The lyric window's page: another window, which neither asks to close nor drives the tray. */

/**
 * The app's routes under the mini-mode guard (spec §2): the guard decides which location the
 * routes render, so a cancelled navigation keeps the mini player mounted as it was. Beside them,
 * the main window's links to the desktop shell, which stay mounted across routes.
 */
export function AppRoutes({ platform, layout }: AppRouteOptions) {
  const routes = useMemo(() => appRoutes(layout), [layout]);
  const location = useMiniModeLocation(platform);
  const mainWindow = platform.kind === 'desktop' && location.pathname !== LYRIC_PATH;
  return (
    <>
      {useRoutes(routes, location)}
      {mainWindow && (
        <Suspense fallback={null}>
          <DesktopLinks platform={platform} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The router a renderer uses: plain paths when the page has a host, a hash otherwise (spec §2).
 * Declarative routing: the app uses no loaders or actions, and the data router's code would be
 * half of the router's weight in the first chunk.
 */
export function AppRouter({
  location = window.location,
  ...options
}: AppRouteOptions & { location?: Pick<Location, 'host'> }) {
  const Router = historyKindFor(location) === 'browser' ? BrowserRouter : HashRouter;
  return (
    <Router>
      <AppRoutes {...options} />
    </Router>
  );
}

/** The app's routes over an in-memory history (specs, and hosts without a location). */
export function MemoryAppRouter({
  initialPath,
  children,
  ...options
}: AppRouteOptions & { initialPath: string; children?: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      <AppRoutes {...options} />
      {children}
    </MemoryRouter>
  );
}
