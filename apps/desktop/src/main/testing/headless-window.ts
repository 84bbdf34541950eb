import type { Rectangle } from 'electron';
import type { ClosingWindow } from '../tray/close-behaviour';
import type { MiniModeWindow } from '../windows/mini-mode';
import type { ControlledWindow } from '../windows/window.handlers';

/**
 * A window without Electron for the desktop renderer tests: it keeps the state the main-process
 * modules set (bounds, maximised, on top, minimised, hidden, closed) so a test can read what a
 * click in the page did to "the window". `close()` emits a preventable `close` first, as
 * Electron's window does.
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
    visible: true,
    focused: true,
    closed: false,
  };
  const closeListeners: Array<(event: { preventDefault(): void }) => void> = [];
  const window: MiniModeWindow & ControlledWindow & ClosingWindow & { close(): void } = {
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
      if (state.closed) return;
      let prevented = false;
      const event = { preventDefault: () => void (prevented = true) };
      closeListeners.forEach((listener) => listener(event));
      if (!prevented) state.closed = true;
    },
    on: (_event: 'close', listener: (event: { preventDefault(): void }) => void) => {
      closeListeners.push(listener);
      return window;
    },
    hide: () => {
      state.visible = false;
      state.focused = false;
    },
    show: () => {
      state.visible = true;
    },
    focus: () => {
      state.focused = true;
    },
    isMinimized: () => state.minimized,
    restore: () => {
      state.minimized = false;
    },
    isDestroyed: () => state.closed,
  };
  return { window, state };
}
