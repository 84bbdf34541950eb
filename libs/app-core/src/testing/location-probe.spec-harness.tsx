// Test-only: where the router is, for specs that assert where a link or a redirect led.
import { useLocation } from 'react-router';

/** The router's current location, kept up to date by {@link LocationProbe}. */
export interface RouterLocation {
  pathname: string;
  search: string;
  /** The pathname with the search, as a link's `href` has them (e.g. `/list?cat=%E6%AC%A7`). */
  path: string;
}

/** Renders nothing; writes the router's location into `into` on every render. */
export function LocationProbe({ into }: { into: RouterLocation }) {
  const current = useLocation();
  into.pathname = current.pathname;
  into.search = current.search;
  into.path = `${current.pathname}${current.search}`;
  return null;
}
