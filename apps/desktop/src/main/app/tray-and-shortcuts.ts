import type { Language } from '@cadenza/i18n';
import type { AppSettings, ShortcutsConfig } from '@cadenza/settings';
import type { GlobalShortcut } from 'electron';
import type { CloseInvokeContract } from '../../ipc/close.contract';
import type { IpcHandlersOf } from '../../ipc/contract';
import type { ShortcutsInvokeContract } from '../../ipc/shortcuts.contract';
import type { TrayInvokeContract } from '../../ipc/tray.contract';
import type { MainStrings } from '../i18n/main-strings';
import type { SendToRenderer } from '../ipc/ipc-main';
import { createGlobalShortcuts, type GlobalShortcuts } from '../shortcuts/global-shortcuts';
import { createShortcutDispatch } from '../shortcuts/shortcut-dispatch';
import { createShortcutsHandlers } from '../shortcuts/shortcuts.handlers';
import { createAppTray, type AppTray, type TrayElectron } from '../tray/app-tray';
import { createCloseBehaviour, type CloseBehaviour } from '../tray/close-behaviour';
import { createCloseHandlers } from '../tray/close.handlers';
import { createTrayHandlers } from '../tray/tray.handlers';
import type { MiniModeController } from '../windows/mini-mode';

/** The parts of `electron` the tray and the shortcuts use. */
export interface TrayAndShortcutsElectron extends TrayElectron {
  globalShortcut: Pick<GlobalShortcut, 'register' | 'unregister'>;
}

/** What the tray, the close behaviour and the global shortcuts need from the app. */
export interface TrayAndShortcutsDeps {
  electron: TrayAndShortcutsElectron;
  trayIconPath: string;
  /** The interface language's strings (the tray's), switched by {@link TrayAndShortcuts.languageChanged}. */
  strings: Pick<MainStrings, 't' | 'setLanguage'>;
  send: SendToRenderer;
  /** Whether the main window has a live page to ask (not crashed, not gone). */
  pageAlive: () => boolean;
  miniMode: MiniModeController;
  readCloseAction: () => Promise<AppSettings['closeAction']>;
  /** `app.quit`. */
  quitApp: () => void;
  /** The saved map, registered at once. */
  shortcuts: ShortcutsConfig;
  /** Settings `showStatusBar` at start (then `tray.setShowStatusBar` on each save). */
  showStatusBar: boolean;
  /** The lyric window's toggle, once its module is composed in (see `createShortcutDispatch`). */
  toggleLyricWindow?: () => void;
}

/** The composed tray, close behaviour and global shortcuts, with their IPC handlers. */
export interface TrayAndShortcuts {
  handlers: IpcHandlersOf<TrayInvokeContract & CloseInvokeContract & ShortcutsInvokeContract>;
  tray: AppTray;
  close: CloseBehaviour;
  shortcuts: GlobalShortcuts;
  /** The interface language changed: the tray's menu and tooltip follow once its strings are in. */
  languageChanged(language: Language): Promise<void>;
  dispose(): void;
}

/**
 * Items 4 and 5 of the desktop shell composed once, for the app (`startDesktop`) and for the
 * desktop renderer tests (`createRendererBridge`) alike: the tray drives the page's player and
 * the close behaviour; global shortcuts reach the page or main's own windows.
 */
export function createTrayAndShortcuts(deps: TrayAndShortcutsDeps): TrayAndShortcuts {
  const { electron, send } = deps;
  const close = createCloseBehaviour({
    readCloseAction: deps.readCloseAction,
    ask: (request) => {
      if (!deps.pageAlive()) return false;
      send('close-choice-requested', request);
      return true;
    },
    quitApp: deps.quitApp,
  });
  const tray = createAppTray({
    electron,
    iconPath: deps.trayIconPath,
    t: (key) => deps.strings.t(key),
    showStatusBar: deps.showStatusBar,
    command: (command) => send('tray-command', command),
    show: close.show,
    quit: close.quit,
  });
  const dispatch = createShortcutDispatch({
    send,
    miniMode: deps.miniMode,
    ...(deps.toggleLyricWindow ? { toggleLyricWindow: deps.toggleLyricWindow } : {}),
  });
  const shortcuts = createGlobalShortcuts({
    globalShortcut: electron.globalShortcut,
    onAction: dispatch,
    onRegistrationChanged: (registration) => send('shortcut-registration', registration),
  });
  shortcuts.apply(deps.shortcuts);
  return {
    handlers: {
      ...createTrayHandlers({ onNowPlaying: tray.setNowPlaying }),
      ...createCloseHandlers({ onAnswer: close.answer, pending: close.pending }),
      ...createShortcutsHandlers({ shortcuts, dispatch }),
    },
    tray,
    close,
    shortcuts,
    async languageChanged(language) {
      await deps.strings.setLanguage(language);
      tray.refresh();
    },
    dispose() {
      shortcuts.dispose();
      tray.destroy();
    },
  };
}
