/** What the tray shows of the player. */
export interface NowPlaying {
  title: string;
  /** The artists as one line; empty when unknown. */
  artists: string;
  playing: boolean;
}

/** A player entry of the tray menu. */
export type TrayCommand = 'toggle' | 'previous' | 'next';

/** The page's side of the desktop tray. */
export interface TrayLink {
  /** The song or the playing state changed (`null`: nothing is current). Call on changes only. */
  reportNowPlaying(nowPlaying: NowPlaying | null): void;
  /** Calls the listener on each player entry clicked in the tray; returns the unsubscribe. */
  subscribeCommands(listener: (command: TrayCommand) => void): () => void;
}
