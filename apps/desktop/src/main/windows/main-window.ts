import type { BrowserWindow, BrowserWindowConstructorOptions, Shell } from 'electron';
import { createOriginCheck } from '../security/origin-check';
import type { SavedWindowState } from './window-state';
import { guardWindow } from './window-guards';

/**
 * Options of the main window. The renderer gets no Node: `contextIsolation`, `sandbox` and
 * `webSecurity` stay on (architecture decision 6), and only the preload's bridge is exposed.
 */
export function mainWindowOptions(
  preloadPath: string,
  { restored = null, zoomFactor = 1 }: MainWindowPlace = {},
): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    ...restored?.bounds,
    minWidth: 360,
    minHeight: 600,
    show: false,
    // The title bar is the page's top bar (drag region, window buttons over IPC).
    frame: false,
    title: 'Cadenza',
    backgroundColor: '#121214',
    webPreferences: {
      preload: preloadPath,
      // The saved page zoom from the first paint (settings `contentZoomFactor`).
      zoomFactor,
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

/** Where and how large the main window opens. */
export interface MainWindowPlace {
  /** Its bounds and maximised state as left last time; null opens centred at the default size. */
  restored?: SavedWindowState | null;
  /** The page zoom (settings `contentZoomFactor`). */
  zoomFactor?: number;
}

/**
 * Opens the main window on the app's URL, where it was left (`place.restored`: its bounds,
 * maximised or not). New windows are refused (https links go to the system browser) and navigation away from
 * the app's origin is blocked.
 */
export function createMainWindow(
  deps: MainWindowDeps,
  appUrl: string,
  preloadPath: string,
  place: MainWindowPlace = {},
): BrowserWindow {
  const log = deps.log ?? ((message, error) => console.error(`Cadenza: ${message}`, error));
  const isAppUrl = createOriginCheck(appUrl);
  const window = new deps.BrowserWindow(mainWindowOptions(preloadPath, place));
  if (place.restored?.maximized) window.maximize();
  guardWindow(window, { isAppUrl, shell: deps.shell, log });
  window.once('ready-to-show', () => window.show());
  window.loadURL(appUrl).catch((error: unknown) => log(`could not load ${appUrl}`, error));
  return window;
}
