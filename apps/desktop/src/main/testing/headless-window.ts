import type { Rectangle } from 'electron';
import type { MiniModeWindow } from '../windows/mini-mode';
import type { ControlledWindow } from '../windows/window.handlers';

/**
 * A window without Electron for the desktop renderer tests: it keeps the state the main-process
 * modules set (bounds, maximised, on top, minimised, closed) so a test can read what a click in
 * the page did to "the window".
 */
export function createHeadlessWindow(bounds: Rectangle = { x: 0, y: 0, width: 1280, height: 800 }) {
  const state = {
    bounds: { ...bounds },
    minimumSize: [360, 600] as number[],
    maximized: false,
    minimized: false,
    alwaysOnTop: false,
    resizable: true,
    maximizable: true,
    closed: false,
  };
  const window: MiniModeWindow & ControlledWindow & { close(): void } = {
    getBounds: () => ({ ...state.bounds }),
    setBounds: (next) => {
      state.bounds = { ...state.bounds, ...next };
    },
    getMinimumSize: () => [...state.minimumSize],
    setMinimumSize: (width, height) => {
      state.minimumSize = [width, height];
    },
    setAlwaysOnTop: (flag) => {
      state.alwaysOnTop = flag;
    },
    setResizable: (flag) => {
      state.resizable = flag;
    },
    setMaximizable: (flag) => {
      state.maximizable = flag;
    },
    isMaximized: () => state.maximized,
    maximize: () => {
      state.maximized = true;
    },
    unmaximize: () => {
      state.maximized = false;
    },
    minimize: () => {
      state.minimized = true;
    },
    close: () => {
      state.closed = true;
    },
    isDestroyed: () => state.closed,
  };
  return { window, state };
}
