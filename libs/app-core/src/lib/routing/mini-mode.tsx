import { STORAGE_KEYS } from '@cadenza/settings';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import type { PlatformBridge } from '@cadenza/platform';
import { guardNavigation, MINI_PATH, pathAfterMiniMode } from './mini-mode-guard';

/** A location as the route to come back to. */
const routeOf = (at: Location) => `${at.pathname}${at.search}${at.hash}`;

/**
 * Follows the platform's mini mode (spec §2) and returns the location the routes should render.
 * Entering mini mode saves the current route, query and hash included (in the platform's
 * storage, `currentRoute`, so a reload in mini mode keeps it) and goes to /mini; leaving restores
 * it (or /). While it is on, a navigation elsewhere is cancelled: the routes keep rendering /mini
 * and the address goes back to it. While it is off, /mini redirects to /.
 */
export function useMiniModeLocation(platform: PlatformBridge): Location {
  const navigate = useNavigate();
  const location = useLocation();
  // A ref, not state: the mode is judged with the location of the navigation that changes it
  // (a state update would render once with the new mode and the old location, and undo it).
  const miniMode = useRef(false);
  const here = useRef(routeOf(location));

  useEffect(
    () =>
      platform.subscribeMiniMode?.((on) => {
        miniMode.current = on;
        const { storage } = platform;
        if (on) {
          storage.setItem(STORAGE_KEYS.currentRoute, here.current);
          navigate(MINI_PATH);
        } else {
          navigate(pathAfterMiniMode(storage.getItem(STORAGE_KEYS.currentRoute)));
          storage.removeItem(STORAGE_KEYS.currentRoute);
        }
      }),
    [platform, navigate],
  );

  const decision = guardNavigation(miniMode.current, location.pathname);
  const target =
    decision.kind === 'redirect' ? decision.to : decision.kind === 'cancel' ? MINI_PATH : null;
  useEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [target, navigate]);

  if (target === null) {
    here.current = routeOf(location);
    return location;
  }
  return { ...location, pathname: target, search: '', hash: '' };
}

/**
 * Leaves mini mode for `path`: the mini-mode guard goes back to the route saved on entering
 * (spec §2), so that route is made `path` first; without a path the saved one is kept.
 */
export function leaveMiniMode(
  platform: Pick<PlatformBridge, 'storage' | 'windowControls'>,
  path?: string,
): void {
  if (!platform.windowControls) return;
  if (path !== undefined) platform.storage.setItem(STORAGE_KEYS.currentRoute, path);
  platform.windowControls.setMiniMode(false);
}
