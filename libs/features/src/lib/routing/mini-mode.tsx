import { useEffect, useRef, type ReactNode } from 'react';
import { redirect, useBlocker, useLocation, useNavigate } from 'react-router';
import type { PlatformBridge } from '../platform/platform-bridge';
import { guardNavigation, MINI_PATH, pathAfterMiniMode } from './mini-mode-guard';

/**
 * Mini mode as the router's guard and loaders read it, at the moment of each navigation (React
 * state would lag a render behind the navigation that enters or leaves it).
 */
export interface MiniModeState {
  on: boolean;
}

/**
 * Follows the platform's mini mode (spec §2): entering it saves the current path and goes to
 * /mini; leaving restores the saved path (or /); while it is on, every other navigation is
 * cancelled.
 */
export function MiniModeGuard({
  platform,
  mode,
  children,
}: {
  platform: PlatformBridge;
  /** Shared with the /mini loader; set before navigating, so both judge by the new mode. */
  mode: MiniModeState;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname);
  here.current = location.pathname;
  const saved = useRef<string | null>(null);

  useEffect(
    () =>
      platform.subscribeMiniMode?.((on) => {
        mode.on = on;
        if (on) {
          saved.current = here.current;
          navigate(MINI_PATH);
        } else {
          navigate(pathAfterMiniMode(saved.current));
          saved.current = null;
        }
      }),
    [platform, mode, navigate],
  );

  const blocker = useBlocker(
    ({ nextLocation }) => guardNavigation(mode.on, nextLocation.pathname).kind === 'cancel',
  );
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  return children;
}

/** The /mini route's loader: outside mini mode it redirects to / (spec §2). */
export function miniRouteLoader(mode: MiniModeState) {
  return () => {
    const decision = guardNavigation(mode.on, MINI_PATH);
    return decision.kind === 'redirect' ? redirect(decision.to) : null;
  };
}
