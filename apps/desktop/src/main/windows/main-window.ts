import type { BrowserWindow, BrowserWindowConstructorOptions, Shell } from 'electron';

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

/** Links the app may hand to the system browser: https only (checklist: vet `shell.openExternal`). */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What {@link createMainWindow} needs from Electron; injected so it is testable under Node. */
export interface MainWindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  shell: Pick<Shell, 'openExternal'>;
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
  const appOrigin = new URL(appUrl).origin;
  const window = new deps.BrowserWindow(mainWindowOptions(preloadPath));
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void deps.shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    let sameOrigin = false;
    try {
      sameOrigin = new URL(url).origin === appOrigin;
    } catch {
      sameOrigin = false;
    }
    if (!sameOrigin) event.preventDefault();
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(appUrl);
  return window;
}
