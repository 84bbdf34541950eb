import { Activity, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router';
import type { ScreenId } from './route-table';

/** What each route of the table tells the frame through its react-router `handle`. */
export interface RouteHandle {
  screen: ScreenId;
  keepAlive: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'screen' in value && 'keepAlive' in value;
}

/**
 * The layout's outlet. A kept-alive screen stays mounted once visited, hidden with React's
 * `<Activity>` while another route shows, so its state (inputs, results, loaded pages) is there
 * when the listener comes back; one instance per screen, which follows its route's params.
 * Other screens mount and unmount with their route.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const kept = useRef(new Map<ScreenId, ReactNode>());
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const current = isRouteHandle(handle) ? handle : undefined;
  if (current?.keepAlive) kept.current.set(current.screen, outlet);
  return (
    <>
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
    </>
  );
}

/**
 * A kept-alive screen's own scroll container. A hidden Activity is `display: none`, which resets
 * scrolling; the position is remembered while scrolling and put back when the screen shows again
 * (Activity re-runs layout effects on reveal).
 */
function KeptScreen({ screen, children }: { screen: ScreenId; children: ReactNode }) {
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
