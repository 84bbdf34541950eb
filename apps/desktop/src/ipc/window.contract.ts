/** The main window's own controls (a frameless window draws its title bar in the page). */
export interface WindowInvokeContract {
  'window-minimize': { args: []; result: void };
  /** Maximises, or restores a maximised window; answers whether it is maximised now. */
  'window-toggle-maximize': { args: []; result: boolean };
  /** What the close button does depends on the close action setting (ask, tray, exit). */
  'window-close': { args: []; result: void };
  /** Enters or leaves mini mode (spec §2); main resizes the window and says so on `mini-mode`. */
  'set-mini-mode': { args: [on: boolean]; result: void };
  /**
   * The mini player's playlist opened or closed (spec §7 "resize mini window"): main grows the
   * mini window to hold it, or shrinks it back to the bar. Ignored outside mini mode.
   */
  'resize-mini-window': { args: [playlistOpen: boolean]; result: void };
}

/** The channels of {@link WindowInvokeContract}. */
export const WINDOW_INVOKE_CHANNELS: Record<keyof WindowInvokeContract, true> = {
  'window-minimize': true,
  'window-toggle-maximize': true,
  'window-close': true,
  'set-mini-mode': true,
  'resize-mini-window': true,
};

/** What main tells the main window about itself. */
export interface WindowEventContract {
  /** Mini mode turned on or off (by the page, a shortcut or the tray). */
  'mini-mode': boolean;
}

/** The window part of the preload's bridge. */
export interface WindowBridge {
  readonly window: {
    minimize(): Promise<void>;
    toggleMaximize(): Promise<boolean>;
    close(): Promise<void>;
    setMiniMode(on: boolean): Promise<void>;
    resizeMiniWindow(playlistOpen: boolean): Promise<void>;
    /** Calls `listener` on every mini-mode change; returns the unsubscribe. */
    onMiniMode(listener: (on: boolean) => void): () => void;
  };
}
