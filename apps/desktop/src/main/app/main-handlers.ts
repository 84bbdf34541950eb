import type { Language } from '@cadenza/i18n';
import type { AppSettings } from '@cadenza/settings';
import { getFonts } from 'font-list';
import type { IpcHandlers, IpcHandlersOf } from '../../ipc/contract';
import type { DownloadsInvokeContract } from '../../ipc/downloads.contract';
import type { UpdatesInvokeContract } from '../../ipc/updates.contract';
import { createSettingsHandlers } from '../handlers/settings.handlers';
import type { LyricWindowController } from '../lyric-window/lyric-window';
import { createLyricWindowHandlers } from '../lyric-window/lyric-window.handlers';
import type { RemoteControl } from '../remote-control/remote-control';
import { createRemoteControlHandlers } from '../remote-control/remote-control.handlers';
import { followSavedSettings } from '../store/follow-saved-settings';
import type { JsonFileStore } from '../store/json-file-store';
import { readSavedSettings } from '../store/saved-settings';
import { createSystemFonts } from '../system/system-fonts';
import { createSystemHandlers, type SystemHandlerDeps } from '../system/system.handlers';
import { loadMatcher } from '../unblock/load-matcher';
import { createUnblockHandlers } from '../unblock/unblock.handlers';
import { createUnblockMusic } from '../unblock/unblock-music';
import { createWindowHandlers, type WindowHandlerDeps } from '../windows/window.handlers';
import type { TrayAndShortcuts } from './tray-and-shortcuts';

/** The concerns of main the page's channels reach, built by the app (or the test bridge). */
export interface MainHandlersDeps {
  store: JsonFileStore;
  /** The title bar's buttons and mini mode. */
  windowControls: WindowHandlerDeps;
  trayAndShortcuts: TrayAndShortcuts;
  lyricWindow: LyricWindowController;
  remoteControl: RemoteControl;
  downloads: { handlers: IpcHandlersOf<DownloadsInvokeContract> };
  updates: { handlers: IpcHandlersOf<UpdatesInvokeContract> };
  Notification: SystemHandlerDeps['Notification'];
  /** The port the embedded gateway listens on (settings show it). */
  boundApiPort: () => number;
  /** What else a saved settings document changes where main runs (the page zoom). */
  onSettingsSaved?: (saved: AppSettings) => void;
  /** The page changed the interface language (after the tray is told). */
  onLanguageChanged?: (language: Language) => void;
  /** Where a failure that stops nothing is told. */
  log: (message: string) => (error: unknown) => void;
}

/**
 * Every IPC handler of main, composed once for the app and for the desktop renderer tests: the
 * settings channels (main follows what the user saves where it acts on it: remote control, the
 * lyric window's font, colours and language, the song in the status bar), the window's, the
 * tray's and shortcuts', downloads, the lyric window, the unblock bridge (the switch read as
 * saved at each call), system fonts and notifications, updates and remote control.
 */
export function createMainHandlers(deps: MainHandlersDeps): IpcHandlers {
  const { store, trayAndShortcuts, lyricWindow, remoteControl, log } = deps;
  const settingsStore = followSavedSettings(store, (saved) => {
    void remoteControl.applySettings(saved.remoteControl);
    lyricWindow.settingsSaved(saved);
    trayAndShortcuts.tray.setShowStatusBar(saved.showStatusBar);
    deps.onSettingsSaved?.(saved);
  });
  return {
    ...createSettingsHandlers({
      store: settingsStore,
      onLanguageChanged: (language) => {
        trayAndShortcuts.languageChanged(language).catch(log('the tray kept its language'));
        deps.onLanguageChanged?.(language);
      },
      boundApiPort: deps.boundApiPort,
    }),
    ...createWindowHandlers(deps.windowControls),
    ...trayAndShortcuts.handlers,
    ...deps.downloads.handlers,
    ...createLyricWindowHandlers(lyricWindow),
    ...createUnblockHandlers(
      createUnblockMusic({
        match: loadMatcher,
        enabled: async () => (await readSavedSettings(store)).enableMusicUnblock,
      }),
    ),
    ...createSystemHandlers({
      systemFonts: createSystemFonts(getFonts, log('could not list the system fonts')),
      Notification: deps.Notification,
    }),
    ...deps.updates.handlers,
    ...createRemoteControlHandlers(remoteControl),
  };
}
