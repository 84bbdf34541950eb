import type { Language } from '@cadenza/i18n';
import type { EventChannel, EventPayload, InvokeChannel } from '../../ipc/contract';
import { networkInterfaces } from 'node:os';
import { createSettingsHandlers } from '../handlers/settings.handlers';
import { dispatchInvoke, type SendToRenderer } from '../ipc/ipc-main';
import { followSavedSettings } from '../remote-control/follow-saved-settings';
import { createRemoteControl } from '../remote-control/remote-control';
import { createRemoteControlHandlers } from '../remote-control/remote-control.handlers';
import { createOriginCheck } from '../security/origin-check';
import { createJsonFileStore } from '../store/json-file-store';
import { createMiniMode } from '../windows/mini-mode';
import { createWindowHandlers } from '../windows/window.handlers';
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
  // The real server, on the ports the page's settings choose; the test stops it with `dispose`.
  const remoteControl = createRemoteControl({
    store,
    sendCommand: (request) => send('remote-command', request),
    sendState: (state) => send('remote-control-changed', state),
    now: Date.now,
    version: 'desktop-e2e',
    networkInterfaces,
  });
  const loaded = remoteControl.load();
  const handlers = {
    ...createSettingsHandlers({
      store: followSavedSettings(store, (saved) => {
        void loaded.then(() => remoteControl.applySettings(saved.remoteControl));
      }),
      onLanguageChanged: (language) => languageChanges.push(language),
    }),
    ...createWindowHandlers({
      window: () => headless.window,
      miniMode,
      requestClose: () => headless.window.close(),
    }),
    ...createRemoteControlHandlers(remoteControl),
  };
  const isTrusted = createOriginCheck(appOrigin);
  return {
    languageChanges,
    /** Every event main sent to the page, in order. */
    sent,
    window: headless.state,
    /** Main's side of mini mode, as a shortcut or the tray would drive it. */
    miniMode,
    /** Remote control's server state (where it listens), as settings see it. */
    remoteControlState: () => remoteControl.state(),
    /** Stops what the bridge started (the remote-control server). */
    dispose: () => remoteControl.stop(),
    invoke: (frameUrl: string | undefined, channel: InvokeChannel, args: unknown[]) =>
      dispatchInvoke(handlers, isTrusted, frameUrl, channel, args),
  };
}
