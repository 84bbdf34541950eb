import { Activity, memo, Suspense, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  matchRoutes,
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useOutlet,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import {
  APP_ROUTES,
  useAppPartsPending,
  useAppPlayerPending,
  useSettledValue,
  type AppRoute,
} from '@cadenza/app-core';
import { LazyScreen, ScreenLoading, screenChunk } from './lazy-screen';
import { usePressedLocation } from './pressed-link';

/**
 * What the outlet needs to know of a route: its pattern, its screen, whether it is kept alive,
 * and, for a screen that is not, what it renders (the router's outlet renders the others).
 */
export type KeptRoute = Pick<AppRoute, 'path' | 'screen' | 'keepAlive'> & { element?: ReactNode };

const LAYOUT_ROUTES: readonly KeptRoute[] = APP_ROUTES.filter((route) => route.inLayout).map(
  (route) => ({ ...route, element: <LazyScreen screen={route.screen} boundary={false} /> }),
);

/**
 * The layout's outlet. A kept-alive screen stays mounted once visited, hidden with React's
 * `<Activity>` while another route shows, so its state (inputs, results, loaded pages) is there
 * when the listener comes back; one instance per screen, which follows its route's params.
 * Other screens mount and unmount with their path. `routes` says which route is which (the
 * app's table by default).
 *
 * While a link to such a screen is pressed, the screen it opens renders ahead, hidden, at
 * React's lowest priority (see {@link usePressedLocation}): its click then shows what is already
 * there instead of rendering it. A press that opens nothing leaves it unshown, and the next
 * navigation drops it.
 *
 * One Suspense boundary holds every screen and stays mounted: a navigation (a transition) to a
 * screen whose chunk is not loaded yet keeps the previous screen until it is, then shows it at
 * once. Only the first screen of a visit shows the loading line, until the screen and what it
 * waits for are in.
 */
export function KeepAliveOutlet({ routes = LAYOUT_ROUTES }: { routes?: readonly KeptRoute[] }) {
  const outlet = useOutlet();
  const location = useLocation();
  const kept = useRef(new Map<KeptRoute['screen'], ReactNode>());
  const current = matchRoutes([...routes], location)?.at(-1)?.route;
  if (current?.keepAlive) kept.current.set(current.screen, outlet);
  const pressed = usePressedLocation();
  const ahead = pressed && pressed.pathname !== location.pathname ? notKept(routes, pressed) : null;
  // The location each shown path renders with, kept while it stays the same place: a screen
  // rendered ahead then shows without rendering again for the click's location.
  const paths = useRef(new Map<string, Location>());
  const screenAt = (at: Location, screen: KeptRoute['screen']): ScreenPlace => {
    const known = paths.current.get(at.pathname);
    const same = known?.search === at.search && known.hash === at.hash && known.state === at.state;
    return { location: same ? known : at, screen };
  };
  const shown = current && !current.keepAlive ? screenAt(location, current.screen) : null;
  const rendered = [shown, pressed && ahead ? screenAt(pressed, ahead.screen) : null].filter(
    (place) => place !== null,
  );
  paths.current = new Map(rendered.map((place) => [place.location.pathname, place.location]));
  // What a screen waits for (its chunk, the app's strings and API, the player): as each
  // arrives the outlet renders again, at the default priority, and a screen that waited shows
  // in that render. Left to React's retry of the suspended boundary it would wait until 300 ms
  // after the loading line was shown (the boundary's reveal throttle): on a deep link, after
  // everything was there.
  const partsPending = useAppPartsPending();
  useAppPlayerPending();
  // Asked for no sooner than the screen itself asks (below its wait for the app's parts): home's
  // chunk follows the frame's first paint.
  useSettledValue(current && !partsPending ? screenChunk(current.screen) : null);
  return (
    <Suspense fallback={<ScreenLoading />}>
      {[...kept.current].map(([screen, element]) => (
        <Activity key={screen} mode={screen === current?.screen ? 'visible' : 'hidden'}>
          <KeptScreen screen={screen}>{element}</KeptScreen>
        </Activity>
      ))}
      {rendered.map((place) => (
        <Activity key={place.location.pathname} mode={place === shown ? 'visible' : 'hidden'}>
          <ScreenAt routes={routes} {...place} />
        </Activity>
      ))}
    </Suspense>
  );
}

/** A screen that is not kept, and the location it renders at. */
interface ScreenPlace {
  location: Location;
  screen: KeptRoute['screen'];
}

/** The route a location opens, if it opens a screen that is not kept. */
function notKept(routes: readonly KeptRoute[], to: Location): KeptRoute | null {
  const route = matchRoutes([...routes], to)?.at(-1)?.route;
  return route && !route.keepAlive ? route : null;
}

/** The screens that are not kept, as routes of their own (see {@link ScreenAt}). */
const screenRoutes = new WeakMap<readonly KeptRoute[], RouteObject[]>();

function screenRoutesOf(routes: readonly KeptRoute[]): RouteObject[] {
  let own = screenRoutes.get(routes);
  if (!own) {
    own = routes
      .filter((route) => !route.keepAlive)
      .map((route) => ({ path: route.path, element: route.element }));
    screenRoutes.set(routes, own);
  }
  return own;
}

// Routes matched from the root: the screens' paths are absolute, as in the app's route table.
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

/**
 * A screen that is not kept, at a location of its own (the page's, or a pressed link's). The
 * router's location inside it is that location, given once per location: `useRoutes` given a
 * location still follows the page's, and would render the whole screen again for a navigation
 * that leaves its location as it was (the click of a link whose screen was rendered ahead).
 * Memoised for the same reason. The navigation type is POP, as `useRoutes` gives for a
 * location of its own.
 */
const ScreenAt = memo(function ScreenAt({
  routes,
  location,
  screen,
}: ScreenPlace & { routes: readonly KeptRoute[] }) {
  const locationContext = useMemo(
    () => ({ location, navigationType: NavigationType.Pop }),
    [location],
  );
  return (
    <div className="cz-screen-scroll" data-screen={screen}>
      <LocationContext value={locationContext}>
        <RouteContext value={ROOT_ROUTE_CONTEXT}>
          <ScreenRoutes routes={screenRoutesOf(routes)} />
        </RouteContext>
      </LocationContext>
    </div>
  );
});

function ScreenRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A kept-alive screen's own scroll container. A hidden Activity is `display: none`, which resets
 * scrolling; the position is remembered while scrolling and put back when the screen shows again
 * (Activity re-runs layout effects on reveal).
 */
function KeptScreen({ screen, children }: { screen: KeptRoute['screen']; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (element && scrollTop.current > 0) element.scrollTop = scrollTop.current;
  }, []);
  return (
    <div
      ref={container}
      className="cz-kept-screen"
      data-screen={screen}
      onScroll={(event) => {
        scrollTop.current = event.currentTarget.scrollTop;
      }}
    >
      {children}
    </div>
  );
}
