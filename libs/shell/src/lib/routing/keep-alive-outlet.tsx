import { Activity, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { matchRoutes, useLocation, useOutlet } from 'react-router';
import {
  APP_ROUTES,
  useAppPartsPending,
  useAppPlayerPending,
  useSettledValue,
  type AppRoute,
} from '@cadenza/app-core';
import { ScreenLoading, screenChunk } from './lazy-screen';

/** What the outlet needs to know of a route: its pattern, its screen, whether it is kept alive. */
export type KeptRoute = Pick<AppRoute, 'path' | 'screen' | 'keepAlive'>;

const LAYOUT_ROUTES: readonly KeptRoute[] = APP_ROUTES.filter((route) => route.inLayout);

/**
 * The layout's outlet. A kept-alive screen stays mounted once visited, hidden with React's
 * `<Activity>` while another route shows, so its state (inputs, results, loaded pages) is there
 * when the listener comes back; one instance per screen, which follows its route's params.
 * Other screens mount and unmount with their route. `routes` says which route is which (the
 * app's table by default).
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
      {current?.keepAlive ? null : (
        <div className="cz-screen-scroll" data-screen={current?.screen}>
          {outlet}
        </div>
      )}
    </Suspense>
  );
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
