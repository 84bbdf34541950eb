// What the shell loads on demand: each entry is a chunk of its own, loaded on first use.
import type { ScreenLoaders } from '@cadenza/app-core';

/** Loads `MobilePlayBar`'s chunk. */
export const loadMobilePlayBar = () =>
  import('./play-bar/mobile-play-bar').then((module) => ({ default: module.MobilePlayBar }));

/** Loads `PlayBar`'s chunk. */
export const loadPlayBar = () =>
  import('./play-bar/play-bar').then((module) => ({ default: module.PlayBar }));

/** Loads `TopActions`' chunk (the top bar's frequent actions, when the setting shows them). */
export const loadTopActions = () =>
  import('./top-actions/top-actions').then((module) => ({ default: module.TopActions }));

/** Loads `PlayerOverlay`'s chunk. */
export const loadPlayerOverlay = () =>
  import('./lyrics/player-overlay').then((module) => ({ default: module.PlayerOverlay }));

/** Loads `QueueDrawer`'s chunk. */
export const loadQueueDrawer = () =>
  import('./queue/queue-drawer').then((module) => ({ default: module.QueueDrawer }));

/** Loads the player's start (howler, the URL chain, the machine), beside the first paint. */
export const loadPlayerStart = () => import('./player/start-player');

/** How the mini player load, each a chunk of its own. */
export const PLAYBACK_SCREENS: ScreenLoaders<'mini'> = {
  mini: () =>
    import('./mini-player/mini-player-screen').then((module) => ({
      default: module.MiniPlayerScreen,
    })),
};
