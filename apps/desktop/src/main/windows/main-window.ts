import type { BrowserWindow, BrowserWindowConstructorOptions, Shell } from 'electron';
import { createOriginCheck } from '../security/origin-check';
import { guardWindow } from './window-guards';

export { ALLOWED_PERMISSIONS, isSafeExternalUrl } from './window-guards';

/**
 * Options of the main window. The renderer gets no Node: `contextIsolation`, `sandbox` and
 * `webSecurity` stay on (architecture decision 6), and only the preload's bridge is exposed.
 */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 360,
    minHeight: 600,
    show: false,
    title: 'Cadenza',
    backgroundColor: '#121214',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      webSecurity: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      allowRunningInsecureContent: false,
      spellcheck: false,
    },
  };
}

/** What {@link createMainWindow} needs from Electron; injected so it is testable under Node. */
export interface MainWindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  shell: Pick<Shell, 'openExternal'>;
  /** Where failures of fire-and-forget calls (loading, opening links) are reported. */
  log?: (message: string, error: unknown) => void;
}

/**
 * Opens the main window on the app's URL. New windows are refused (https links go to the
 * system browser) and navigation away from the app's origin is blocked.
 */
export function createMainWindow(
  deps: MainWindowDeps,
  appUrl: string,
  preloadPath: string,
): BrowserWindow {
  const log = deps.log ?? ((message, error) => console.error(`Cadenza: ${message}`, error));
  const isAppUrl = createOriginCheck(new URL(appUrl).origin);
  const window = new deps.BrowserWindow(mainWindowOptions(preloadPath));
  guardWindow(window, { isAppUrl, shell: deps.shell, log });
  window.once('ready-to-show', () => window.show());
  window.loadURL(appUrl).catch((error: unknown) => log(`could not load ${appUrl}`, error));
  return window;
}
