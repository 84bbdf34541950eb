import * as settings from './settings.contract';
import * as windows from './window.contract';
import * as unblock from './unblock.contract';
import * as system from './system.contract';
import * as updates from './updates.contract';
import * as remote from './remote-control.contract';
import * as tray from './tray.contract';
import * as closing from './close.contract';
import * as shortcuts from './shortcuts.contract';
import * as downloads from './downloads.contract';
import * as lyricWindow from './lyric-window.contract';

export type {
  LyricWindowControl,
  LyricWindowLyric,
  LyricWindowSong,
  LyricWindowState,
} from './lyric-window.contract';

/**
 * The one IPC contract between the main process, the preload script and the renderer
 * (architecture decision 6), composed from one file per concern (`*.contract.ts`). Channel
 * names follow spec §7 "Desktop messages". Calls from the page are invoke/handle (promise-
 * returning; nothing is synchronous); what main tells the page are events with one payload.
 */
export interface IpcInvokeContract
  extends
    settings.SettingsInvokeContract,
    windows.WindowInvokeContract,
    unblock.UnblockInvokeContract,
    system.SystemInvokeContract,
    updates.UpdatesInvokeContract,
    remote.RemoteControlInvokeContract,
    tray.TrayInvokeContract,
    closing.CloseInvokeContract,
    shortcuts.ShortcutsInvokeContract,
    downloads.DownloadsInvokeContract,
    lyricWindow.LyricWindowInvokeContract {}

/** Events main sends to a window: channel → payload (an intersection of the concerns' events). */
export type IpcEventContract = windows.WindowEventContract &
  updates.UpdatesEventContract &
  remote.RemoteControlEventContract &
  tray.TrayEventContract &
  closing.CloseEventContract &
  shortcuts.ShortcutsEventContract &
  downloads.DownloadsEventContract &
  lyricWindow.LyricWindowEventContract;

/** A channel the page may invoke. */
export type InvokeChannel = keyof IpcInvokeContract;
/** The argument tuple of a channel. */
export type InvokeArgs<C extends InvokeChannel> = IpcInvokeContract[C]['args'];
/** The resolved result of a channel. */
export type InvokeResult<C extends InvokeChannel> = IpcInvokeContract[C]['result'];

/** A channel main may send on. */
export type EventChannel = keyof IpcEventContract;
/** The payload of an event channel. */
export type EventPayload<C extends EventChannel> = IpcEventContract[C];

/** The implementation of some channels in the main process (one concern's handlers). */
export type IpcHandlersOf<Contract extends Partial<IpcInvokeContract>> = {
  [C in keyof Contract & InvokeChannel]: (...args: InvokeArgs<C>) => Promise<InvokeResult<C>>;
};

/** The implementation of every channel in the main process. */
export type IpcHandlers = IpcHandlersOf<IpcInvokeContract>;

/** Every invoke channel, for registration loops and tests. */
export const INVOKE_CHANNELS = Object.keys({
  ...settings.SETTINGS_INVOKE_CHANNELS,
  ...windows.WINDOW_INVOKE_CHANNELS,
  ...unblock.UNBLOCK_INVOKE_CHANNELS,
  ...system.SYSTEM_INVOKE_CHANNELS,
  ...updates.UPDATES_INVOKE_CHANNELS,
  ...remote.REMOTE_CONTROL_INVOKE_CHANNELS,
  ...tray.TRAY_INVOKE_CHANNELS,
  ...closing.CLOSE_INVOKE_CHANNELS,
  ...shortcuts.SHORTCUTS_INVOKE_CHANNELS,
  ...downloads.DOWNLOADS_INVOKE_CHANNELS,
  ...lyricWindow.LYRIC_WINDOW_INVOKE_CHANNELS,
} satisfies Record<InvokeChannel, true>) as readonly InvokeChannel[];

/**
 * What the preload script exposes on `window.cadenzaDesktop`: narrow named functions, never a
 * generic `send(channel, …)`.
 */
export interface DesktopBridge
  extends
    settings.SettingsBridge,
    windows.WindowBridge,
    unblock.UnblockBridgeSlice,
    system.SystemBridge,
    updates.UpdatesBridge,
    remote.RemoteControlBridge,
    tray.TrayBridge,
    closing.CloseBridge,
    shortcuts.ShortcutsBridge,
    downloads.DownloadsBridge,
    lyricWindow.LyricWindowBridge {}

/** The global name of the bridge in the renderer. */
export const DESKTOP_BRIDGE_KEY = 'cadenzaDesktop';
