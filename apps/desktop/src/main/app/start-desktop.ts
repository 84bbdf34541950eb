import type { StartedGateway } from '@cadenza/gateway';
import type { Language } from '@cadenza/i18n';
import type { BrowserWindow } from 'electron';
import { networkInterfaces } from 'node:os';
import { platformTimers } from '@cadenza/ports';
import { join } from 'node:path';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_URL } from '../app-protocol/app-origin';
import { createDownloads } from '../downloads/create-downloads';
import { createMainStrings } from '../i18n/main-strings';
import { createLyricWindow, type LyricWindowController } from '../lyric-window/lyric-window';
import { createRendererSender, registerIpcHandlers } from '../ipc/ipc-main';
import { createRemoteControl, type RemoteControl } from '../remote-control/remote-control';
import { createOriginCheck } from '../security/origin-check';
import { createJsonFileStore } from '../store/json-file-store';
import { readSavedSettings } from '../store/saved-settings';
import { createUpdates } from '../updates/create-updates';
import { PRODUCT_RELEASE_SOURCE, type ReleaseSource } from '../updates/release-source';
import { spawnDetached } from '../updates/spawn-detached';
import { createMainWindow } from '../windows/main-window';
import { createMiniMode } from '../windows/mini-mode';
import { claimSingleInstance } from '../windows/single-instance';
import { restoreWindowState, trackWindowState } from '../windows/window-state';
import type { DesktopElectron } from './desktop-electron';
import { startEmbeddedGateway } from './embedded-gateway';
import { createMainHandlers } from './main-handlers';
import { createTrayAndShortcuts } from './tray-and-shortcuts';

export type { DesktopElectron } from './desktop-electron';

/** Where the built pieces are, relative to the main bundle. */
export interface DesktopPaths {
  rendererDir: string;
  preloadPath: string;
  trayIconPath: string;
}

/** What a launch may set besides the paths. */
export interface DesktopOptions {
  /**
   * The environment the embedded gateway reads (`UPSTREAM`, `UPSTREAM_URL`, …: a developer can
   * point the app at the simulator); by default the process's. The host is always loopback.
   */
  env?: NodeJS.ProcessEnv;
  /** Where the update check reads releases (default: the product's; null: never check). */
  releaseSource?: ReleaseSource | null;
}

/** The running desktop app, for tests and for an orderly quit. */
export interface RunningDesktop {
  gateway: StartedGateway;
  remoteControl: RemoteControl;
  /** The lyric window (the tray and the global shortcuts open and close it too). */
  lyricWindow: LyricWindowController;
  /** The page's origin: the same on every launch, whatever port the gateway got. */
  appUrl: string;
  language: () => Language;
  stop(): Promise<void>;
}

const log = (message: string) => (error: unknown) => console.error(`Cadenza: ${message}`, error);

/**
 * Starts the desktop app (architecture decision 5): one instance only; the embedded gateway on
 * `musicApiPort` (or the next free port), answering the windows' `app://cadenza` origin; the
 * typed IPC handlers for that origin only; and the main window where it was left.
 * Resolves null when another instance is running (this one quits).
 */
export async function startDesktop(
  electron: DesktopElectron,
  paths: DesktopPaths,
  { env = process.env, releaseSource = PRODUCT_RELEASE_SOURCE }: DesktopOptions = {},
): Promise<RunningDesktop | null> {
  // Before ready, as Electron requires: the scheme must be standard and secure from the start.
  electron.protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  let mainWindow: BrowserWindow | null = null;
  const window = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null);
  if (!claimSingleInstance(electron.app, window)) return null;
  await electron.app.whenReady();

  const userData = electron.app.getPath('userData');
  const store = createJsonFileStore(join(userData, 'store'), (key, error) =>
    console.error(`Cadenza: stored "${key}" is corrupt; it was kept aside and reset`, error),
  );
  // The renderer reports and repairs a bad document; here it only must not stop the start.
  const settings = await readSavedSettings(store);
  const gateway = await startEmbeddedGateway({
    env,
    port: settings.musicApiPort,
    userData,
    rendererDir: paths.rendererDir,
    version: electron.app.getVersion(),
    store,
    protocol: electron.protocol,
    onCookiesUnreadable: log('the saved gateway session was unreadable; starting logged out'),
  });

  let language: Language = settings.language;
  const send = createRendererSender(() => window()?.webContents ?? null);
  const miniMode = createMiniMode(window, send);
  const updates = createUpdates({
    source: () => releaseSource,
    currentVersion: () => electron.app.getVersion(),
    downloadDir: join(electron.app.getPath('temp'), 'cadenza-updates'),
    send,
    platform: process.platform,
    arch: process.arch,
    openPath: (path) => electron.shell.openPath(path),
    spawnDetached: (file) => spawnDetached(file),
    quit: () => electron.app.quit(),
  });
  const lyricWindow = createLyricWindow({
    BrowserWindow: electron.BrowserWindow,
    shell: electron.shell,
    screen: electron.screen,
    store,
    appUrl: APP_URL,
    preloadPath: paths.preloadPath,
    sendToMain: send,
    timers: platformTimers(),
  });
  const downloads = createDownloads({
    store,
    send,
    dialog: electron.dialog,
    shell: electron.shell,
    window,
  });
  const trayAndShortcuts = createTrayAndShortcuts({
    electron,
    trayIconPath: paths.trayIconPath,
    strings: await createMainStrings(language),
    send,
    pageAlive: () => {
      const contents = window()?.webContents;
      return !!contents && !contents.isDestroyed() && !contents.isCrashed();
    },
    miniMode,
    // Read at each close: the page saves the setting (and "remember my choice") in the store.
    readCloseAction: async () => (await readSavedSettings(store)).closeAction,
    quitApp: () => electron.app.quit(),
    shortcuts: settings.shortcuts,
    showStatusBar: settings.showStatusBar,
    toggleLyricWindow: () =>
      void lyricWindow.toggle().catch(log('could not open the lyric window')),
  });
  // Off until the settings turn it on; it then follows every saved change.
  const remoteControl = createRemoteControl({
    store,
    sendCommand: (request) => send('remote-command', request),
    sendState: (state) => send('remote-control-changed', state),
    now: Date.now,
    version: electron.app.getVersion(),
    networkInterfaces,
  });
  await remoteControl.load();
  await remoteControl.applySettings(settings.remoteControl);
  // Registered before the window loads: the page's first calls must find their handlers.
  const unregister = registerIpcHandlers(
    electron.ipcMain,
    createMainHandlers({
      store,
      // The title bar's close goes through the window's own close, as the system's does, where
      // the close behaviour decides (ask, hide to the tray, or quit).
      windowControls: { window, miniMode, requestClose: () => window()?.close() },
      trayAndShortcuts,
      lyricWindow,
      remoteControl,
      downloads,
      updates,
      Notification: electron.Notification,
      boundApiPort: () => gateway.port,
      onSettingsSaved: (saved) => window()?.webContents.setZoomFactor(saved.contentZoomFactor),
      onLanguageChanged: (next) => {
        language = next;
      },
      log,
    }),
    createOriginCheck(APP_URL),
  );

  const windowStateStorage = {
    read: () => store.read('window-state'),
    write: (state: unknown) => store.write('window-state', state),
  };
  const workAreas = electron.screen.getAllDisplays().map((display) => display.workArea);
  const restored = await restoreWindowState(windowStateStorage, workAreas);
  mainWindow = createMainWindow(electron, APP_URL, paths.preloadPath, {
    restored,
    zoomFactor: settings.contentZoomFactor,
  });
  trackWindowState(mainWindow, windowStateStorage, {
    paused: () => miniMode.on,
    onError: log('could not save the window position'),
  });
  trayAndShortcuts.close.attach(mainWindow);
  // The lyric window belongs to the main one: it would otherwise keep the app running alone.
  mainWindow.on('closed', () => lyricWindow.close());
  // A reload drops the page that paused the shortcuts to record one: take them back.
  mainWindow.webContents.on('did-start-loading', () =>
    trayAndShortcuts.shortcuts.setSuspended(false),
  );

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      unregister();
      trayAndShortcuts.dispose();
      // Partial downloads are deleted, not left behind as `.part` files.
      await downloads.dispose();
      electron.protocol.unhandle(APP_SCHEME);
      await Promise.all([gateway.close(2_000), remoteControl.stop()]);
    })();
    return stopped;
  };
  electron.app.on('window-all-closed', () => electron.app.quit());
  // Quitting by other means (the OS, the app menu) lets the window close without asking.
  electron.app.on('before-quit', () => trayAndShortcuts.close.markQuitting());
  electron.app.on('activate', () => trayAndShortcuts.close.show());
  // Electron does not wait for async work in 'will-quit': hold the quit until the gateway has
  // finished its in-flight requests (bounded by the grace period), then exit.
  electron.app.on('will-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    stop()
      .catch(log('the gateway did not stop cleanly'))
      .finally(() => electron.app.exit(0));
  });
  return {
    gateway,
    remoteControl,
    lyricWindow,
    appUrl: APP_URL,
    language: () => language,
    stop,
  };
}
