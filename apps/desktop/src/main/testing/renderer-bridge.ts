import type { Language } from '@cadenza/i18n';
import { platformTimers } from '@cadenza/ports';
import { join } from 'node:path';
import type { EventChannel, EventPayload, InvokeChannel } from '../../ipc/contract';
import { createMainHandlers } from '../app/main-handlers';
import { createTrayAndShortcuts } from '../app/tray-and-shortcuts';
import { networkInterfaces } from 'node:os';
import { createDownloads } from '../downloads/create-downloads';
import { createMainStrings } from '../i18n/main-strings';
import { createLyricWindow } from '../lyric-window/lyric-window';
import { dispatchInvoke, type SendToRenderer } from '../ipc/ipc-main';
import { createRemoteControl } from '../remote-control/remote-control';
import { createOriginCheck } from '../security/origin-check';
import { createJsonFileStore } from '../store/json-file-store';
import { readSavedSettings } from '../store/saved-settings';
import { createUpdates } from '../updates/create-updates';
import type { ReleaseSource } from '../updates/release-source';
import { createMiniMode } from '../windows/mini-mode';
import { createHeadlessGlobalShortcut } from './headless-global-shortcut';
import { createHeadlessLyricWindowClass, type LyricPageHost } from './headless-lyric-window';
import { createHeadlessSystem } from './headless-system';
import { createHeadlessTray } from './headless-tray';
import { createHeadlessWindow } from './headless-window';

export type { LyricPageHost } from './headless-lyric-window';

/** The one screen of the headless tests, as Electron's `screen` describes it. */
const HEADLESS_DISPLAY = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };

/** Without a lyric page host the lyric window's page goes nowhere (tests that never open it). */
const NO_LYRIC_PAGE: LyricPageHost = {
  load: () => undefined,
  deliver: () => undefined,
  close: () => undefined,
};

/** How the test hands main's events to the page (its preload's listeners). */
export type DeliverToPage = (channel: EventChannel, payload: unknown) => void;

/**
 * The real main-process handlers without Electron, for the desktop renderer tests in Chromium
 * (architecture decision 8): the test bridges the page's IPC calls into `invoke`, which runs
 * the same sender check and handlers as `ipcMain` does, and main's events reach the page
 * through `deliver`. The window is headless: its `state` shows what the page did to it. Built
 * as its own bundle; the app never loads it.
 */
export async function createRendererBridge(
  dataDir: string,
  appOrigin: string,
  deliver: DeliverToPage,
  lyricPage: LyricPageHost = NO_LYRIC_PAGE,
) {
  const apiPort = Number(new URL(appOrigin).port);
  const languageChanges: Language[] = [];
  const sent: Array<{ channel: EventChannel; payload: unknown }> = [];
  const send: SendToRenderer = <C extends EventChannel>(channel: C, payload: EventPayload<C>) => {
    sent.push({ channel, payload });
    deliver(channel, payload);
  };
  const headless = createHeadlessWindow();
  const miniMode = createMiniMode(() => headless.window, send);
  const store = createJsonFileStore(dataDir);
  const settings = await readSavedSettings(store);
  const lyricWindowClass = createHeadlessLyricWindowClass(lyricPage);
  const lyricWindow = createLyricWindow({
    BrowserWindow: lyricWindowClass.BrowserWindow,
    shell: { openExternal: async () => undefined },
    screen: { getAllDisplays: () => [HEADLESS_DISPLAY], getPrimaryDisplay: () => HEADLESS_DISPLAY },
    store,
    appUrl: `${appOrigin}/`,
    preloadPath: 'preload.js',
    sendToMain: send,
    timers: platformTimers(),
  });
  const tray = createHeadlessTray();
  const keyboard = createHeadlessGlobalShortcut();
  const app = { quit: false };
  const trayAndShortcuts = createTrayAndShortcuts({
    electron: { ...tray.electron, globalShortcut: keyboard.globalShortcut },
    trayIconPath: 'tray-icon.png',
    strings: await createMainStrings(settings.language),
    send,
    pageAlive: () => !headless.state.closed,
    miniMode,
    readCloseAction: async () => (await readSavedSettings(store)).closeAction,
    quitApp: () => {
      app.quit = true;
      headless.window.close();
    },
    shortcuts: settings.shortcuts,
    showStatusBar: settings.showStatusBar,
    toggleLyricWindow: () => void lyricWindow.toggle(),
  });
  trayAndShortcuts.close.attach(headless.window);
  const notifications: Array<{ title: string; body: string }> = [];
  class RecordedNotification {
    static isSupported = () => true;
    constructor(private readonly options: { title?: string; body?: string }) {}
    show() {
      notifications.push({ title: this.options.title ?? '', body: this.options.body ?? '' });
    }
  }
  // No release source until a test sets one: the page's check at start never leaves the machine.
  let releaseSource: ReleaseSource | null = null;
  let currentVersion = '0.1.0';
  const launched = { opened: [] as string[], spawned: [] as string[], quits: 0 };
  const updates = createUpdates({
    source: () => releaseSource,
    currentVersion: () => currentVersion,
    downloadDir: join(dataDir, 'updates'),
    send,
    platform: process.platform,
    arch: process.arch,
    // Recorded, never run: the test sees what main would have launched.
    openPath: async (path) => {
      launched.opened.push(path);
      return '';
    },
    spawnDetached: async (file) => {
      launched.spawned.push(file);
    },
    quit: () => {
      launched.quits += 1;
    },
    log: () => undefined,
  });
  // The real server, on the ports the page's settings choose; the test stops it with `dispose`.
  const remoteControl = createRemoteControl({
    store,
    sendCommand: (request) => send('remote-command', request),
    sendState: (state) => send('remote-control-changed', state),
    now: Date.now,
    version: 'desktop-e2e',
    networkInterfaces,
  });
  await remoteControl.load();
  const system = createHeadlessSystem();
  const downloads = createDownloads({
    store,
    send,
    dialog: system.dialog,
    shell: system.shell,
    window: () => null,
  });
  const handlers = createMainHandlers({
    store,
    windowControls: {
      window: () => headless.window,
      miniMode,
      requestClose: () => headless.window.close(),
    },
    trayAndShortcuts,
    lyricWindow,
    remoteControl,
    downloads,
    updates,
    Notification: RecordedNotification,
    // The page is served by the gateway under test: its port is the one "bound".
    boundApiPort: () => apiPort,
    onLanguageChanged: (language) => languageChanges.push(language),
    // The test watches what the page sees; main's own complaints stay out of its output.
    log: () => () => undefined,
  });
  const isTrusted = createOriginCheck(appOrigin);
  return {
    languageChanges,
    /** The desktop notifications main showed. */
    notifications,
    /** Every event main sent to the page, in order. */
    sent,
    window: headless.state,
    /** Whether the app quit. */
    app,
    /** Main's side of mini mode, as a shortcut or the tray would drive it. */
    miniMode,
    /** Main's lyric window, as a shortcut or the tray would drive it. */
    lyricWindow,
    /** What main did to the lyric window (open, bounds, click-through). */
    lyricWindowState: lyricWindowClass.state,
    /**
     * The system's side of downloads: the folder the picker answers next, and the files the
     * shell was asked to show or open.
     */
    system: system.state,
    /** Stops the downloads still running (their partial files are deleted). */
    stopDownloads: () => downloads.dispose(),
    /** The tray: its tooltip and menu, and clicks on them. */
    tray,
    /** The system's keyboard as `globalShortcut` sees it: press a combination, hold one elsewhere. */
    keyboard,
    /** The system's close of the window (its frame's ×, Alt+F4). */
    closeWindow: () => headless.window.close(),
    /** The update module: where it reads releases, and what the install step would launch. */
    updates: {
      useReleaseSource(source: ReleaseSource | null, version: string) {
        releaseSource = source;
        currentVersion = version;
      },
      launched,
      downloadDir: join(dataDir, 'updates'),
    },
    /** Remote control's server state (where it listens), as settings see it. */
    remoteControlState: () => remoteControl.state(),
    /** Stops what the bridge started (the remote-control server). */
    dispose: () => remoteControl.stop(),
    invoke: (frameUrl: string | undefined, channel: InvokeChannel, args: unknown[]) =>
      dispatchInvoke(handlers, isTrusted, frameUrl, channel, args),
  };
}
