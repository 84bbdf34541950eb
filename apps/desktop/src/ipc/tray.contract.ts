// What the tray shows of the player (reported by the page on changes only) and its menu's player
// entries are the renderer port's types (`TrayLink` in libs/platform), imported as types only.
import type { NowPlaying, TrayCommand } from '@cadenza/platform';

export type { NowPlaying, TrayCommand };

/** The page → main half of the tray. */
export interface TrayInvokeContract {
  /** The song and playing state changed (`null`: nothing is current). */
  'report-now-playing': { args: [nowPlaying: NowPlaying | null]; result: void };
}

/** The channels of {@link TrayInvokeContract}; a `Record` so none can be left out. */
export const TRAY_INVOKE_CHANNELS: Record<keyof TrayInvokeContract, true> = {
  'report-now-playing': true,
};

/** What the tray tells the page. */
export interface TrayEventContract {
  /** A player entry of the tray menu was clicked. */
  'tray-command': TrayCommand;
}

/** The tray part of the preload's bridge. */
export interface TrayBridge {
  readonly tray: {
    reportNowPlaying(nowPlaying: NowPlaying | null): Promise<void>;
    /** Calls `listener` on every player entry clicked in the tray menu; returns the unsubscribe. */
    onCommand(listener: (command: TrayCommand) => void): () => void;
  };
}
