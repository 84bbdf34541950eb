// What the shell loads on demand: each entry is a chunk of its own, loaded on first use.
import type { ScreenLoaders } from '@cadenza/app-core';

/** Loads `CloseChoiceDialog`'s chunk. */
export const loadCloseChoiceDialog = () =>
  import('./close-choice/close-choice-dialog').then((module) => ({
    default: module.CloseChoiceDialog,
  }));

/** Loads `DownloadButton`'s chunk. */
export const loadDownloadButton = () =>
  import('./downloads/download-button').then((module) => ({ default: module.DownloadButton }));

/** Loads `DownloadDrawer`'s chunk. */
export const loadDownloadDrawer = () =>
  import('./downloads/download-drawer').then((module) => ({ default: module.DownloadDrawer }));

/** Loads `RemoteControlConnector`'s chunk. */
export const loadRemoteControlConnector = () =>
  import('./remote-control/remote-control-connector').then((module) => ({
    default: module.RemoteControlConnector,
  }));

/** Loads `TrayLink`'s chunk. */
export const loadTrayLink = () =>
  import('./tray/tray-link').then((module) => ({ default: module.TrayLink }));

/** Loads `UpdatePrompt`'s chunk. */
export const loadUpdatePrompt = () =>
  import('./update-modal/update-prompt').then((module) => ({ default: module.UpdatePrompt }));

/** Loads the download effects, where the platform downloads. */
export const loadDownloadEffects = () => import('./downloads/download-effects');

/** How the desktop shell's screens load, each a chunk of its own. */
export const DESKTOP_SCREENS: ScreenLoaders<'downloads' | 'lyric'> = {
  downloads: () =>
    import('./downloads/downloads-screen').then((module) => ({ default: module.DownloadsScreen })),
  lyric: () =>
    import('./lyric-window/lyric-route-screen').then((module) => ({
      default: module.LyricRouteScreen,
    })),
};
