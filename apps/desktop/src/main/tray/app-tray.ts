import type { Menu, MenuItemConstructorOptions, NativeImage } from 'electron';
import type { NowPlaying } from '../../ipc/tray.contract';
import { trayMenuTemplate, trayTooltip, type Translate, type TrayMenuActions } from './tray-menu';

/** What the tray needs of an Electron `Tray`. */
export interface TrayIcon {
  setToolTip(toolTip: string): void;
  /** Text beside the icon in the macOS menu bar (the status bar); ignored elsewhere. */
  setTitle(title: string): void;
  setContextMenu(menu: Menu | null): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
}

/** The parts of `electron` the tray uses; injected (architecture decision 8). */
export interface TrayElectron {
  Tray: new (image: NativeImage) => TrayIcon;
  Menu: { buildFromTemplate(template: MenuItemConstructorOptions[]): Menu };
  nativeImage: { createFromPath(path: string): NativeImage };
}

/** What {@link createAppTray} needs. */
export interface AppTrayDeps extends TrayMenuActions {
  electron: TrayElectron;
  iconPath: string;
  /** The interface language's strings, read at each rebuild. */
  t: Translate;
  /** Settings `showStatusBar`: the song beside the icon in the status bar. */
  showStatusBar: boolean;
}

/** The app's tray icon. */
export interface AppTray {
  /** The page reported the song or the playing state. */
  setNowPlaying(nowPlaying: NowPlaying | null): void;
  /** Rebuilds menu and tooltip (the interface language changed). */
  refresh(): void;
  /** The status-bar setting was saved: show the song beside the icon, or nothing. */
  setShowStatusBar(on: boolean): void;
  destroy(): void;
}

const same = (a: NowPlaying | null, b: NowPlaying | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.title === b.title &&
    a.artists === b.artists &&
    a.playing === b.playing);

/**
 * Puts the app in the system tray: its menu (play/pause, previous, next, show, quit) and a
 * tooltip with the current song, both in the interface language. A click on the icon shows the
 * window (Windows and Linux; macOS opens the menu).
 */
export function createAppTray({
  electron,
  iconPath,
  t,
  showStatusBar,
  ...actions
}: AppTrayDeps): AppTray {
  const tray = new electron.Tray(electron.nativeImage.createFromPath(iconPath));
  let nowPlaying: NowPlaying | null = null;
  let statusBar = showStatusBar;
  const render = () => {
    const tooltip = trayTooltip(nowPlaying, t);
    tray.setToolTip(tooltip);
    // The same "name - artists" beside the icon, only while a song is current.
    tray.setTitle(statusBar && nowPlaying ? tooltip : '');
    tray.setContextMenu(electron.Menu.buildFromTemplate(trayMenuTemplate(nowPlaying, t, actions)));
  };
  tray.on('click', actions.show);
  render();
  return {
    setNowPlaying(next) {
      if (same(next, nowPlaying)) return;
      nowPlaying = next;
      render();
    },
    refresh: render,
    setShowStatusBar(on) {
      if (on === statusBar) return;
      statusBar = on;
      render();
    },
    destroy: () => tray.destroy(),
  };
}
