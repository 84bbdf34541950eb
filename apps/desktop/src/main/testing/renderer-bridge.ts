import type { Language } from '@cadenza/i18n';
import type { EventChannel, EventPayload, InvokeChannel } from '../../ipc/contract';
import { createDownloads } from '../downloads/create-downloads';
import { createSettingsHandlers } from '../handlers/settings.handlers';
import { dispatchInvoke, type SendToRenderer } from '../ipc/ipc-main';
import { createOriginCheck } from '../security/origin-check';
import { createJsonFileStore } from '../store/json-file-store';
import { createMiniMode } from '../windows/mini-mode';
import { createWindowHandlers } from '../windows/window.handlers';
import { createHeadlessSystem } from './headless-system';
import { createHeadlessWindow } from './headless-window';

/** How the test hands main's events to the page (its preload's listeners). */
export type DeliverToPage = (channel: EventChannel, payload: unknown) => void;

/**
 * The real main-process handlers without Electron, for the desktop renderer tests in Chromium
 * (architecture decision 8): the test bridges the page's IPC calls into `invoke`, which runs
 * the same sender check and handlers as `ipcMain` does, and main's events reach the page
 * through `deliver`. The window is headless: its `state` shows what the page did to it. Built
 * as its own bundle; the app never loads it.
 */
export function createRendererBridge(dataDir: string, appOrigin: string, deliver: DeliverToPage) {
  const languageChanges: Language[] = [];
  const sent: Array<{ channel: EventChannel; payload: unknown }> = [];
  const send: SendToRenderer = <C extends EventChannel>(channel: C, payload: EventPayload<C>) => {
    sent.push({ channel, payload });
    deliver(channel, payload);
  };
  const headless = createHeadlessWindow();
  const miniMode = createMiniMode(() => headless.window, send);
  const store = createJsonFileStore(dataDir);
  const system = createHeadlessSystem();
  const downloads = createDownloads({
    store,
    send,
    dialog: system.dialog,
    shell: system.shell,
    window: () => null,
  });
  const handlers = {
    ...createSettingsHandlers({
      store,
      onLanguageChanged: (language) => languageChanges.push(language),
    }),
    ...createWindowHandlers({
      window: () => headless.window,
      miniMode,
      requestClose: () => headless.window.close(),
    }),
    ...downloads.handlers,
  };
  const isTrusted = createOriginCheck(appOrigin);
  return {
    languageChanges,
    /** Every event main sent to the page, in order. */
    sent,
    window: headless.state,
    /** Main's side of mini mode, as a shortcut or the tray would drive it. */
    miniMode,
    /**
     * The system's side of downloads: the folder the picker answers next, and the files the
     * shell was asked to show or open.
     */
    system: system.state,
    /** Stops the downloads still running (their partial files are deleted). */
    stopDownloads: () => downloads.dispose(),
    invoke: (frameUrl: string | undefined, channel: InvokeChannel, args: unknown[]) =>
      dispatchInvoke(handlers, isTrusted, frameUrl, channel, args),
  };
}
