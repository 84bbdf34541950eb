import { useEffect, useState } from 'react';
import { useLocation, type Location } from 'react-router';
import { listenForLinkPresses, type PressTarget } from './link-press';
import { appPathOf } from './route-prefetch';

/**
 * A link pressed on the page, and the location the page was at when it was pressed: the
 * router's object for it, which a later visit to the same history entry (the back button)
 * does not share, while its key it does.
 */
interface PressedLink {
  location: Location;
  pressedFrom: Location;
}

/** The router location an app path (`/music-list/5?type=album`) names. */
function locationOfPath(path: string): Location {
  const url = new URL(path, 'http://app.invalid');
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: null,
    key: 'pressed',
  };
}

/**
 * Where the link the listener is pressing goes: the location its click will open, from the
 * moment the primary button goes down on it (see `listenForLinkPresses`) until the page moves.
 * Null when no link of this app is pressed, or once the page is somewhere else than where the
 * press began (the click opened it, or the press was let go elsewhere and the page moved on).
 */
export function usePressedLocation({
  presses = document,
  page = window.location,
}: {
  presses?: PressTarget;
  page?: Pick<globalThis.Location, 'href' | 'origin' | 'host'>;
} = {}): Location | null {
  const current = useLocation();
  const [pressed, setPressed] = useState<PressedLink | null>(null);
  useEffect(
    () =>
      listenForLinkPresses(presses, (href) => {
        const path = appPathOf(href, page);
        setPressed(path === null ? null : { location: locationOfPath(path), pressedFrom: current });
      }),
    [presses, page, current],
  );
  return pressed?.pressedFrom === current ? pressed.location : null;
}
