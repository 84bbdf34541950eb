import type { ScreenId } from '@cadenza/app-core';
import { screenChunk } from './lazy-screen';

/**
 * The screens a listener opens from the links of lists and the menu, most likely first: a
 * playlist, album or chart, an artist, the search, the menu's lists, a user, the video site's
 * pages, MVs, history and the user page. Settings, login and the desktop shell's screens are
 * left to their first visit.
 */
export const WARM_SCREENS: readonly ScreenId[] = [
  'musicList',
  'artistDetail',
  'search',
  'toplist',
  'list',
  'userDetail',
  'videoSite',
  'mv',
  'history',
  'user',
];

/** Resolves when the page is idle (or after `timeoutMs` at the latest). */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else setTimeout(resolve, 50);
  });
}

/** What {@link warmScreens} uses; the app's chunks and the page's idle time unless told. */
export interface WarmScreensDeps {
  load?: (screen: ScreenId) => Promise<unknown>;
  idle?: () => Promise<void>;
}

/**
 * Loads the chunks of `screens` one at a time, each in the page's idle time, so that a click
 * on a link opens its screen in the click's own render instead of waiting for the chunk (its
 * request, evaluation and the render it suspends). The web app's service worker has the same
 * files precached, so this costs no download there, only the modules' evaluation, off the
 * listener's interactions. Returns the function that stops it.
 */
export function warmScreens(
  screens: readonly ScreenId[] = WARM_SCREENS,
  { load = screenChunk, idle = whenIdle }: WarmScreensDeps = {},
): () => void {
  let stopped = false;
  void (async () => {
    for (const screen of screens) {
      await idle();
      if (stopped) return;
      // A chunk that fails to load now is asked again by its first visit.
      await load(screen).catch(() => undefined);
    }
  })();
  return () => {
    stopped = true;
  };
}
