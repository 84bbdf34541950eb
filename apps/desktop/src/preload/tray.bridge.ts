import type { NowPlaying, TrayBridge, TrayCommand } from '../ipc/tray.contract';
import { invoke, subscribe } from './ipc-renderer';

/** The tray: the page reports the song, and hears the tray menu's player entries. */
export const trayBridge: TrayBridge = {
  tray: {
    reportNowPlaying: (nowPlaying: NowPlaying | null) => invoke('report-now-playing', nowPlaying),
    onCommand: (listener: (command: TrayCommand) => void) => subscribe('tray-command', listener),
  },
};
