/**
 * The one IPC contract between the main process, the preload script and the renderer
 * (architecture decision 6). Channel names follow spec §7 "Desktop messages". Every channel is
 * invoke/handle (duplex, promise-returning); nothing is synchronous.
 */
export interface IpcInvokeContract {
  /** Reads a stored document; the only key so far is the settings document. */
  'get-store-value': { args: [key: StoreKey]; result: unknown };
  /** Replaces a stored document; main validates it before writing. */
  'set-store-value': { args: [key: StoreKey, value: unknown]; result: void };
  /** The interface language changed (the tray and lyric window follow it). */
  'change-language': { args: [language: string]; result: void };
}

/** Keys of the main-process store. */
export type StoreKey = 'settings';

/** A channel of the contract. */
export type InvokeChannel = keyof IpcInvokeContract;
/** The argument tuple of a channel. */
export type InvokeArgs<C extends InvokeChannel> = IpcInvokeContract[C]['args'];
/** The resolved result of a channel. */
export type InvokeResult<C extends InvokeChannel> = IpcInvokeContract[C]['result'];

/** The implementation of every channel in the main process. */
export type IpcHandlers = {
  [C in InvokeChannel]: (...args: InvokeArgs<C>) => Promise<InvokeResult<C>>;
};

/** Every channel name, for registration loops and tests. */
export const INVOKE_CHANNELS: readonly InvokeChannel[] = [
  'get-store-value',
  'set-store-value',
  'change-language',
];

/**
 * What the preload script exposes on `window.cadenzaDesktop`: narrow named functions, never a
 * generic `send(channel, …)`.
 */
export interface DesktopBridge {
  readonly settings: {
    read(): Promise<unknown>;
    write(settings: unknown): Promise<void>;
  };
  changeLanguage(language: string): Promise<void>;
}

/** The global name of the bridge in the renderer. */
export const DESKTOP_BRIDGE_KEY = 'cadenzaDesktop';
