import type { Language } from '@cadenza/i18n';
import { platformTimers } from '@cadenza/ports';
import type { EventChannel, EventPayload, InvokeChannel } from '../../ipc/contract';
import { createSettingsHandlers } from '../handlers/settings.handlers';
import { dispatchInvoke, type SendToRenderer } from '../ipc/ipc-main';
import { createLyricWindow } from '../lyric-window/lyric-window';
import { createLyricWindowHandlers } from '../lyric-window/lyric-window.handlers';
import { createOriginCheck } from '../security/origin-check';
import { createJsonFileStore } from '../store/json-file-store';
import { observeStoreWrites } from '../store/observe-store-writes';
import { createMiniMode } from '../windows/mini-mode';
import { createWindowHandlers } from '../windows/window.handlers';
import { createHeadlessLyricWindowClass, type LyricPageHost } from './headless-lyric-window';
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
export function createRendererBridge(
  dataDir: string,
  appOrigin: string,
  deliver: DeliverToPage,
  lyricPage: LyricPageHost = NO_LYRIC_PAGE,
) {
  const languageChanges: Language[] = [];
  const sent: Array<{ channel: EventChannel; payload: unknown }> = [];
  const send: SendToRenderer = <C extends EventChannel>(channel: C, payload: EventPayload<C>) => {
    sent.push({ channel, payload });
    deliver(channel, payload);
  };
  const headless = createHeadlessWindow();
  const miniMode = createMiniMode(() => headless.window, send);
  const store = createJsonFileStore(dataDir);
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
  const handlers = {
    ...createSettingsHandlers({
      store: observeStoreWrites(store, (key, value) => {
        if (key === 'settings') lyricWindow.settingsSaved(value);
      }),
      onLanguageChanged: (language) => languageChanges.push(language),
    }),
    ...createWindowHandlers({
      window: () => headless.window,
      miniMode,
      requestClose: () => headless.window.close(),
    }),
    ...createLyricWindowHandlers(lyricWindow),
  };
  const isTrusted = createOriginCheck(appOrigin);
  return {
    languageChanges,
    /** Every event main sent to the main window's page, in order. */
    sent,
    window: headless.state,
    /** Main's side of mini mode, as a shortcut or the tray would drive it. */
    miniMode,
    /** Main's lyric window, as a shortcut or the tray would drive it. */
    lyricWindow,
    /** What main did to the lyric window (open, bounds, click-through). */
    lyricWindowState: lyricWindowClass.state,
    invoke: (frameUrl: string | undefined, channel: InvokeChannel, args: unknown[]) =>
      dispatchInvoke(handlers, isTrusted, frameUrl, channel, args),
  };
}
