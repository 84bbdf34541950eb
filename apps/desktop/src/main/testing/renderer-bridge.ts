import type { Language } from '@cadenza/i18n';
import { validateStoredSettings } from '@cadenza/settings';
import type { EventChannel, EventPayload, InvokeChannel } from '../../ipc/contract';
import { createTrayAndShortcuts } from '../app/tray-and-shortcuts';
import { createSettingsHandlers } from '../handlers/settings.handlers';
import { createMainStrings } from '../i18n/main-strings';
import { dispatchInvoke, type SendToRenderer } from '../ipc/ipc-main';
import { createOriginCheck } from '../security/origin-check';
import { createJsonFileStore } from '../store/json-file-store';
import { createMiniMode } from '../windows/mini-mode';
import { createWindowHandlers } from '../windows/window.handlers';
import { createHeadlessGlobalShortcut } from './headless-global-shortcut';
import { createHeadlessTray } from './headless-tray';
import { createHeadlessWindow } from './headless-window';

/** How the test hands main's events to the page (its preload's listeners). */
export type DeliverToPage = (channel: EventChannel, payload: unknown) => void;

/**
 * The real main-process handlers without Electron, for the desktop renderer tests in Chromium
 * (architecture decision 8): the test bridges the page's IPC calls into `invoke`, which runs
 * the same sender check and handlers as `ipcMain` does, and main's events reach the page
 * through `deliver`. The window, tray and `globalShortcut` are headless: their state shows what
 * the page did, and the test drives them as the listener would (a tray click, a key pressed in
 * another app). Built as its own bundle; the app never loads it.
 */
export async function createRendererBridge(
  dataDir: string,
  appOrigin: string,
  deliver: DeliverToPage,
) {
  const languageChanges: Language[] = [];
  const sent: Array<{ channel: EventChannel; payload: unknown }> = [];
  const send: SendToRenderer = <C extends EventChannel>(channel: C, payload: EventPayload<C>) => {
    sent.push({ channel, payload });
    deliver(channel, payload);
  };
  const store = createJsonFileStore(dataDir);
  const { settings } = validateStoredSettings(await store.read('settings').catch(() => null));
  const headless = createHeadlessWindow();
  const tray = createHeadlessTray();
  const keyboard = createHeadlessGlobalShortcut();
  const app = { quit: false };
  const miniMode = createMiniMode(() => headless.window, send);
  const trayAndShortcuts = createTrayAndShortcuts({
    electron: { ...tray.electron, globalShortcut: keyboard.globalShortcut },
    trayIconPath: 'tray-icon.png',
    strings: await createMainStrings(settings.language),
    send,
    pageAlive: () => !headless.state.closed,
    miniMode,
    readCloseAction: async () =>
      validateStoredSettings(await store.read('settings')).settings.closeAction,
    quitApp: () => {
      app.quit = true;
      headless.window.close();
    },
    shortcuts: settings.shortcuts,
  });
  trayAndShortcuts.close.attach(headless.window);
  const handlers = {
    ...createSettingsHandlers({
      store,
      onLanguageChanged: (language) => {
        languageChanges.push(language);
        void trayAndShortcuts.languageChanged(language);
      },
    }),
    ...createWindowHandlers({
      window: () => headless.window,
      miniMode,
      requestClose: () => headless.window.close(),
    }),
    ...trayAndShortcuts.handlers,
  };
  const isTrusted = createOriginCheck(appOrigin);
  return {
    languageChanges,
    /** Every event main sent to the page, in order. */
    sent,
    window: headless.state,
    /** Whether the app quit. */
    app,
    /** Main's side of mini mode, as a shortcut or the tray would drive it. */
    miniMode,
    /** The tray: its tooltip and menu, and clicks on them. */
    tray,
    /** The system's keyboard as `globalShortcut` sees it: press a combination, hold one elsewhere. */
    keyboard,
    /** The system's close of the window (its frame's ×, Alt+F4). */
    closeWindow: () => headless.window.close(),
    invoke: (frameUrl: string | undefined, channel: InvokeChannel, args: unknown[]) =>
      dispatchInvoke(handlers, isTrusted, frameUrl, channel, args),
  };
}
