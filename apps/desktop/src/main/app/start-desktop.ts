import {
  createGateway,
  listenOnAvailablePort,
  loadSessionSecret,
  parseGatewayConfig,
  type RunningGateway,
} from '@cadenza/gateway';
import type { Language } from '@cadenza/i18n';
import { validateStoredSettings } from '@cadenza/settings';
import { platformTimers } from '@cadenza/ports';
import type { App, BrowserWindow, IpcMain, Screen } from 'electron';
import { join } from 'node:path';
import { createSettingsHandlers } from '../handlers/settings.handlers';
import { createRendererSender, registerIpcHandlers } from '../ipc/ipc-main';
import { createLyricWindow, type LyricWindowController } from '../lyric-window/lyric-window';
import { createLyricWindowHandlers } from '../lyric-window/lyric-window.handlers';
import { createOriginCheck } from '../security/origin-check';
import { createJsonFileStore } from '../store/json-file-store';
import { observeStoreWrites } from '../store/observe-store-writes';
import { createMainWindow, type MainWindowDeps } from '../windows/main-window';
import { createMiniMode } from '../windows/mini-mode';
import { createWindowHandlers } from '../windows/window.handlers';

/** The parts of the `electron` module the main process uses; injected (architecture decision 8). */
export interface DesktopElectron extends MainWindowDeps {
  app: Pick<App, 'whenReady' | 'on' | 'quit' | 'exit' | 'getPath' | 'getVersion'>;
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>;
}

/** Where the built pieces are, relative to the main bundle. */
export interface DesktopPaths {
  rendererDir: string;
  preloadPath: string;
}

/** The running desktop app, for tests and for an orderly quit. */
export interface RunningDesktop {
  gateway: RunningGateway;
  appUrl: string;
  language: () => Language;
  /** The lyric window (the tray and the global shortcuts open and close it too). */
  lyricWindow: LyricWindowController;
  stop(): Promise<void>;
}

/**
 * Starts the desktop app: embeds the gateway on `musicApiPort` (or the next free port), which
 * also serves the renderer, registers the typed IPC handlers for that origin only, and opens the
 * main window (architecture decision 5).
 */
export async function startDesktop(
  electron: DesktopElectron,
  paths: DesktopPaths,
): Promise<RunningDesktop> {
  await electron.app.whenReady();
  const store = createJsonFileStore(join(electron.app.getPath('userData'), 'store'), (key, error) =>
    console.error(`Cadenza: stored "${key}" is corrupt; it was kept aside and reset`, error),
  );
  // The renderer reports and repairs a bad document; here it only must not stop the start.
  const { settings } = validateStoredSettings(await store.read('settings').catch(() => null));
  // The embedded NetEase server is wired in by the desktop issue; until then the gateway serves
  // the renderer, health and the Bilibili routes, and NetEase routes answer 503.
  const gatewayConfig = {
    ...parseGatewayConfig({
      SESSION_SECRET_FILE: join(electron.app.getPath('userData'), 'session-secret'),
    }),
    staticDir: paths.rendererDir,
    version: electron.app.getVersion(),
  };
  const { secret } = await loadSessionSecret(gatewayConfig);
  const gateway = await listenOnAvailablePort(
    createGateway(gatewayConfig, { upstreamUrl: undefined, sessionSecret: secret }),
    settings.musicApiPort,
    '127.0.0.1',
  );
  const appUrl = `http://127.0.0.1:${gateway.port}/`;
  let language: Language = settings.language;
  let mainWindow: BrowserWindow | null = null;
  const window = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null);
  const send = createRendererSender(() => window()?.webContents ?? null);
  const miniMode = createMiniMode(window, send);
  const lyricWindow = createLyricWindow({
    BrowserWindow: electron.BrowserWindow,
    shell: electron.shell,
    screen: electron.screen,
    store,
    appUrl,
    preloadPath: paths.preloadPath,
    sendToMain: send,
    timers: platformTimers(),
  });
  // The lyric window follows the settings the main window saves (font, colours, language).
  const settingsStore = observeStoreWrites(store, (key, value) => {
    if (key === 'settings') lyricWindow.settingsSaved(value);
  });
  // Registered before the window loads: the page's first calls must find their handlers.
  const unregister = registerIpcHandlers(
    electron.ipcMain,
    {
      ...createSettingsHandlers({
        store: settingsStore,
        onLanguageChanged: (next) => (language = next),
      }),
      ...createWindowHandlers({ window, miniMode, requestClose: () => window()?.close() }),
      ...createLyricWindowHandlers(lyricWindow),
    },
    createOriginCheck(new URL(appUrl).origin),
  );
  mainWindow = createMainWindow(electron, appUrl, paths.preloadPath);
  // The lyric window belongs to the main one: it would otherwise keep the app running alone.
  mainWindow.on('closed', () => lyricWindow.close());

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      unregister();
      await gateway.close(2_000);
    })();
    return stopped;
  };
  electron.app.on('window-all-closed', () => electron.app.quit());
  // Electron does not wait for async work in 'will-quit': hold the quit until the gateway has
  // finished its in-flight requests (bounded by the grace period), then exit.
  electron.app.on('will-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    stop()
      .catch((error: unknown) => console.error('Cadenza: the gateway did not stop cleanly', error))
      .finally(() => electron.app.exit(0));
  });
  return { gateway, appUrl, language: () => language, lyricWindow, stop };
}
