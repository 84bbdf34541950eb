import type { ApiRequest } from '@cadenza/api-client';
import { matchRoutes } from 'react-router';
import {
  APP_ROUTES,
  historyKindFor,
  type AppDispatch,
  type RouteTarget,
  type ScreenEarlyRequests,
  type ScreenId,
  type ScreenPrefetch,
  type ScreenPrefetchLoaders,
} from '@cadenza/app-core';
import { BROWSE_EARLY_REQUESTS, BROWSE_PREFETCH } from '@cadenza/browse';
import { preloadScreen } from './lazy-screen';
import { listenForLinkPresses, type PressTarget } from './link-press';

const ROUTES = APP_ROUTES.map((route) => ({ path: route.path, screen: route.screen }));

const PREFETCH: ScreenPrefetchLoaders<ScreenId> = { ...BROWSE_PREFETCH };
const EARLY_REQUESTS: ScreenEarlyRequests<ScreenId> = { ...BROWSE_EARLY_REQUESTS };

/**
 * Starts the first call of the screen an app path opens with `start` (the store's early
 * requests), if that screen has one: for the page's own screen, before the API has loaded.
 */
export function startEarlyRequest(
  path: string,
  start: (request: ApiRequest) => void,
  requests: ScreenEarlyRequests<ScreenId> = EARLY_REQUESTS,
): void {
  const match = screenOfPath(path);
  const request = match && requests[match.screen]?.(match.target);
  if (request) start(request);
}

type ScreenOfPath = { screen: ScreenId; target: RouteTarget } | null;

/** The last paths matched: a press and its click, or a navigation and its prefetch, ask twice. */
const recentMatches = new Map<string, ScreenOfPath>();
const RECENT_MATCHES = 8;

/** The screen an app path (`/music-list/5?type=album`) opens and its target; null if none. */
function screenOfPath(path: string): ScreenOfPath {
  const recent = recentMatches.get(path);
  if (recent !== undefined) return recent;
  // react-router ranks the whole table on every match: a few milliseconds inside a click.
  const url = new URL(path, 'http://app.invalid');
  const match = matchRoutes(ROUTES, url.pathname)?.at(-1);
  const found: ScreenOfPath = match
    ? { screen: match.route.screen, target: { params: match.params, search: url.searchParams } }
    : null;
  if (recentMatches.size >= RECENT_MATCHES) {
    recentMatches.delete(recentMatches.keys().next().value as string);
  }
  recentMatches.set(path, found);
  return found;
}

/** What {@link prefetchAppPath} starts with; the app's screens and prefetches unless told. */
export interface PrefetchDeps {
  loaders?: ScreenPrefetchLoaders<ScreenId>;
  preload?: (screen: ScreenId) => void;
  /**
   * Settles once the store can take queries (its API installed after the first paint): no
   * prefetch runs before. Absent: it can already.
   */
  ready?: Promise<unknown>;
}

/**
 * Starts what the screen of an app path (`/music-list/5?type=album`) needs before it can show:
 * its chunk, and its first queries through the store. Returns the screen, or null for a path
 * no route matches.
 */
export function prefetchAppPath(
  path: string,
  dispatch: AppDispatch,
  { loaders = PREFETCH, preload = preloadScreen, ready }: PrefetchDeps = {},
): ScreenId | null {
  const match = screenOfPath(path);
  if (!match) return null;
  const { screen, target } = match;
  preload(screen);
  const load = loaders[screen];
  if (!load) return screen;
  const run = (prefetch: ScreenPrefetch) => prefetch(target, dispatch);
  // A loaded prefetch runs now, inside the click: even an import() of a module already there
  // resolves a task later, behind the render of the navigation.
  const loaded = loadedPrefetches.get(load);
  if (loaded) run(loaded);
  else
    void loadPrefetch(load, ready)
      .then(run)
      // The screen asks for its data itself: a prefetch that fails only loses its head start.
      .catch(() => undefined);
  return screen;
}

const loadedPrefetches = new WeakMap<() => Promise<ScreenPrefetch>, ScreenPrefetch>();

async function loadPrefetch(
  load: () => Promise<ScreenPrefetch>,
  ready?: Promise<unknown>,
): Promise<ScreenPrefetch> {
  const [prefetch] = await Promise.all([load(), ready]);
  loadedPrefetches.set(load, prefetch);
  return prefetch;
}

/**
 * Loads every screen's prefetch ahead of need (after the first paint, when the page is idle,
 * and only once the store's API is installed: a loaded prefetch runs at once): a navigation
 * then starts its queries on the click, not after a chunk's round trip.
 */
export function warmPrefetches(loaders: ScreenPrefetchLoaders<ScreenId> = PREFETCH): void {
  for (const load of Object.values(loaders)) {
    if (load) void loadPrefetch(load).catch(() => undefined);
  }
}

/** The part of the Navigation API the prefetch listens to (Chromium and Electron have it). */
export interface NavigateEvents {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

/** What the prefetch reads of a `navigate` event: where it goes. */
export interface NavigateEventLike {
  destination: { url: string };
}

type PageLocation = Pick<Location, 'href' | 'origin' | 'host'>;

/**
 * The app path a page URL shows: its path and query with plain paths, the part after `#` with
 * the hash router (a page without a host, as the desktop shell's). Null for another origin's.
 */
export function appPathOf(url: string, current: PageLocation): string | null {
  const target = new URL(url, current.href);
  if (target.origin !== current.origin) return null;
  if (historyKindFor(current) === 'hash') {
    return target.hash.startsWith('#/') ? target.hash.slice(1) : '/';
  }
  return `${target.pathname}${target.search}`;
}

/**
 * Fetch as you navigate: the current page's screen is prefetched now, and every later
 * navigation's as it starts — from the press on a link (the button going down, before its
 * click), else the Navigation API's `navigate` event, which fires inside the router's
 * `pushState`, on the click, before React renders anything of the next screen. Without either
 * (older browsers, jsdom) screens load their data themselves, as before. Returns the page's
 * own screen (null when no route matches) and the function that stops listening.
 */
export function startNavigationPrefetch(
  dispatch: AppDispatch,
  {
    location = window.location,
    navigation = (window as { navigation?: NavigateEvents }).navigation,
    presses = typeof document === 'undefined' ? undefined : document,
    deps,
    startEarly,
  }: {
    location?: PageLocation;
    navigation?: NavigateEvents;
    /** Where presses on links are heard (the document). */
    presses?: PressTarget;
    deps?: PrefetchDeps;
    /** Starts a call before the API has loaded (the store's early requests). */
    startEarly?: (request: ApiRequest) => void;
  } = {},
): { initialScreen: ScreenId | null; stop: () => void } {
  const prefetch = (url: string) => {
    const path = appPathOf(url, location);
    return path === null ? null : prefetchAppPath(path, dispatch, deps);
  };
  // Home's chunk follows the frame's first paint, which must not wait for it (nor race it).
  const initialPath = appPathOf(location.href, location);
  // A deep link's first call goes out now; its prefetch, once the API is in, takes the answer.
  if (startEarly && initialPath !== null && initialPath !== '/') {
    startEarlyRequest(initialPath, startEarly);
  }
  const initialScreen = initialPath === '/' ? 'home' : prefetch(location.href);
  // A navigation to where the page already is (the router replacing its own entry at start)
  // opens no screen: prefetching it would load home's chunk before the frame's first paint.
  const toElsewhere = (url: string) => {
    if (url !== location.href) void prefetch(url);
  };
  // The click after a press opens what the press already prefetched: asking the store again
  // would cost the click a pass through every reducer for nothing.
  let pressedUrl: string | null = null;
  const onPress = (url: string) => {
    pressedUrl = url;
    toElsewhere(url);
  };
  const stopPresses = presses ? listenForLinkPresses(presses, onPress) : () => undefined;
  if (!navigation) return { initialScreen, stop: stopPresses };
  const onNavigate = (event: NavigateEventLike) => {
    const url = event.destination.url;
    const pressed = url === pressedUrl;
    pressedUrl = null;
    if (!pressed) toElsewhere(url);
  };
  navigation.addEventListener('navigate', onNavigate);
  return {
    initialScreen,
    stop: () => {
      stopPresses();
      navigation.removeEventListener('navigate', onNavigate);
    },
  };
}
