/**
 * What the tray shows of the player: the current song (its tooltip) and whether it plays (the
 * play/pause entry's label). Reported by the page on changes only.
 */
export interface NowPlaying {
  title: string;
  /** The artists as one line, e.g. `A / B`; empty when unknown. */
  artists: string;
  playing: boolean;
}

/** A tray menu entry that drives the player in the page. */
export type TrayCommand = 'toggle' | 'previous' | 'next';

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

/** The channels of {@link TrayEventContract}. */
export const TRAY_EVENT_CHANNELS: Record<keyof TrayEventContract, true> = {
  'tray-command': true,
};

/** The tray part of the preload's bridge. */
export interface TrayBridge {
  readonly tray: {
    reportNowPlaying(nowPlaying: NowPlaying | null): Promise<void>;
    /** Calls `listener` on every player entry clicked in the tray menu; returns the unsubscribe. */
    onCommand(listener: (command: TrayCommand) => void): () => void;
  };
}
