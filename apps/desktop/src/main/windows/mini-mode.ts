import type { BrowserWindow, Rectangle } from 'electron';
import type { SendToRenderer } from '../ipc/ipc-main';

/** The mini player's window: one play bar, kept on top (spec §2, mini play bar). */
export const MINI_WINDOW_SIZE = { width: 340, height: 64 } as const;
/** The mini player with its playlist open under the bar (spec §7 "resize mini window"). */
export const MINI_WINDOW_EXPANDED_SIZE = { width: 340, height: 400 } as const;

/** What mini mode does to the main window. */
export type MiniModeWindow = Pick<
  BrowserWindow,
  | 'getBounds'
  | 'setBounds'
  | 'getMinimumSize'
  | 'setMinimumSize'
  | 'setAlwaysOnTop'
  | 'setResizable'
  | 'setMaximizable'
  | 'isMaximized'
  | 'unmaximize'
  | 'maximize'
  | 'isDestroyed'
>;

/** Mini mode of the main window, owned by main: the page, a shortcut and the tray ask it. */
export interface MiniModeController {
  readonly on: boolean;
  set(on: boolean): void;
  toggle(): void;
  /** Grows the mini window for its playlist, or back to the bar; nothing outside mini mode. */
  resize(playlistOpen: boolean): void;
}

/**
 * Shrinks the main window to the mini player and back. Entering remembers the window's bounds
 * (and whether it was maximised) and leaving puts them back; the page hears every change on
 * `mini-mode`, which saves and restores its route (the renderer's mini-mode guard).
 */
export function createMiniMode(
  window: () => MiniModeWindow | null,
  send: SendToRenderer,
): MiniModeController {
  let on = false;
  let saved: { bounds: Rectangle; maximized: boolean; minimumSize: number[] } | null = null;

  const enter = (target: MiniModeWindow) => {
    saved = {
      bounds: target.getBounds(),
      maximized: target.isMaximized(),
      minimumSize: target.getMinimumSize(),
    };
    if (saved.maximized) target.unmaximize();
    target.setMinimumSize(MINI_WINDOW_SIZE.width, MINI_WINDOW_SIZE.height);
    const { x, y } = saved.bounds;
    target.setBounds({ x, y, ...MINI_WINDOW_SIZE });
    target.setResizable(false);
    target.setMaximizable(false);
    target.setAlwaysOnTop(true, 'floating');
  };
  const leave = (target: MiniModeWindow) => {
    target.setAlwaysOnTop(false);
    target.setResizable(true);
    target.setMaximizable(true);
    if (saved) {
      const [width = 0, height = 0] = saved.minimumSize;
      target.setMinimumSize(width, height);
      target.setBounds(saved.bounds);
      if (saved.maximized) target.maximize();
    }
    saved = null;
  };

  const controller: MiniModeController = {
    get on() {
      return on;
    },
    set(next) {
      const target = window();
      if (next === on || !target || target.isDestroyed()) return;
      if (next) enter(target);
      else leave(target);
      on = next;
      send('mini-mode', on);
    },
    toggle() {
      controller.set(!on);
    },
    resize(playlistOpen) {
      const target = window();
      if (!on || !target || target.isDestroyed()) return;
      // Grows downwards from where the listener put the bar.
      const { x, y } = target.getBounds();
      target.setBounds({ x, y, ...(playlistOpen ? MINI_WINDOW_EXPANDED_SIZE : MINI_WINDOW_SIZE) });
    },
  };
  return controller;
}
