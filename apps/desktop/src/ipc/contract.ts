import {
  LYRIC_WINDOW_EVENT_CHANNELS,
  LYRIC_WINDOW_INVOKE_CHANNELS,
  type LyricWindowBridge,
  type LyricWindowEventContract,
  type LyricWindowInvokeContract,
} from './lyric-window.contract';
import {
  SETTINGS_INVOKE_CHANNELS,
  type SettingsBridge,
  type SettingsInvokeContract,
} from './settings.contract';
import {
  WINDOW_EVENT_CHANNELS,
  WINDOW_INVOKE_CHANNELS,
  type WindowBridge,
  type WindowEventContract,
  type WindowInvokeContract,
} from './window.contract';

export type { StoreKey } from './settings.contract';
export type {
  LyricWindowControl,
  LyricWindowLine,
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
  extends SettingsInvokeContract, WindowInvokeContract, LyricWindowInvokeContract {}

/** Events main sends to a window: channel → payload (an intersection of the concerns' events). */
export type IpcEventContract = WindowEventContract & LyricWindowEventContract;

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
  ...SETTINGS_INVOKE_CHANNELS,
  ...WINDOW_INVOKE_CHANNELS,
  ...LYRIC_WINDOW_INVOKE_CHANNELS,
} satisfies Record<InvokeChannel, true>) as readonly InvokeChannel[];

/** Every event channel: the preload subscribes to these and no others. */
export const EVENT_CHANNELS = Object.keys({
  ...WINDOW_EVENT_CHANNELS,
  ...LYRIC_WINDOW_EVENT_CHANNELS,
} satisfies Record<EventChannel, true>) as readonly EventChannel[];

/**
 * What the preload script exposes on `window.cadenzaDesktop`: narrow named functions, never a
 * generic `send(channel, …)`.
 */
export interface DesktopBridge extends SettingsBridge, WindowBridge, LyricWindowBridge {}

/** The global name of the bridge in the renderer. */
export const DESKTOP_BRIDGE_KEY = 'cadenzaDesktop';
