import type { App, Dialog, IpcMain, Protocol, Screen, Shell } from 'electron';
import type { SystemHandlerDeps } from '../system/system.handlers';
import type { TrayAndShortcutsElectron } from './tray-and-shortcuts';
import type { MainWindowDeps } from '../windows/main-window';

/**
 * The parts of the `electron` module the main process uses, injected (architecture decision 8):
 * `main.ts` passes the real module, tests pass fakes, so every main module runs under Node.
 */
export interface DesktopElectron extends MainWindowDeps, TrayAndShortcutsElectron {
  app: Pick<
    App,
    'whenReady' | 'on' | 'quit' | 'exit' | 'getPath' | 'getVersion' | 'requestSingleInstanceLock'
  >;
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  protocol: Pick<Protocol, 'registerSchemesAsPrivileged' | 'handle' | 'unhandle'>;
  screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>;
  Notification: SystemHandlerDeps['Notification'];
  shell: Pick<Shell, 'openExternal' | 'openPath' | 'showItemInFolder'>;
  dialog: Pick<Dialog, 'showOpenDialog'>;
}
