import type { BrowserWindow } from 'electron';
import type { IpcHandlersOf } from '../../ipc/contract';
import type { WindowInvokeContract } from '../../ipc/window.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import type { MiniModeController } from './mini-mode';

/** What the title bar's buttons act on. */
export type ControlledWindow = Pick<
  BrowserWindow,
  'minimize' | 'maximize' | 'unmaximize' | 'isMaximized' | 'isDestroyed'
>;

/** What the window channels need from the rest of the main process. */
export interface WindowHandlerDeps {
  /** The main window, or null before it exists or after it is gone. */
  window: () => ControlledWindow | null;
  /** The close button: the close behaviour decides (ask, hide to the tray, or quit). */
  requestClose: () => void;
  miniMode: MiniModeController;
}

/** The main-process side of the window channels (the frameless title bar, mini mode). */
export function createWindowHandlers({
  window,
  requestClose,
  miniMode,
}: WindowHandlerDeps): IpcHandlersOf<WindowInvokeContract> {
  const live = () => {
    const target = window();
    return target && !target.isDestroyed() ? target : null;
  };
  return {
    'window-minimize': async () => {
      live()?.minimize();
    },
    'window-toggle-maximize': async () => {
      const target = live();
      if (!target) return false;
      if (target.isMaximized()) target.unmaximize();
      else target.maximize();
      return target.isMaximized();
    },
    'window-close': async () => {
      requestClose();
    },
    'set-mini-mode': async (on) => {
      if (typeof on !== 'boolean') throw new InvalidIpcArgumentError('mini mode is on or off');
      miniMode.set(on);
    },
    'resize-mini-window': async (playlistOpen) => {
      if (typeof playlistOpen !== 'boolean')
        throw new InvalidIpcArgumentError('the mini playlist is open or closed');
      miniMode.resize(playlistOpen);
    },
  };
}
