import type {
  LyricWindowBridge,
  LyricWindowControl,
  LyricWindowLyric,
  LyricWindowSong,
} from '../ipc/lyric-window.contract';
import { invoke, subscribe } from './ipc-renderer';

/**
 * The lyric window: the main window's page opens it and feeds it; its own page reads and
 * follows what main forwards, and sends its controls back.
 */
export const lyricWindowBridge: LyricWindowBridge = {
  lyricWindow: {
    open: () => invoke('open-lyric-window'),
    close: () => invoke('close-lyric-window'),
    toggle: () => invoke('toggle-lyric-window'),
    state: () => invoke('get-lyric-window-state'),
    sendSong: (song: LyricWindowSong | null) => invoke('send-lyric-song', song),
    sendLyric: (lyric: LyricWindowLyric) => invoke('send-lyric', lyric),
    control: (control: LyricWindowControl) => invoke('lyric-window-control', control),
    setLocked: (locked: boolean) => invoke('set-lyric-window-locked', locked),
    setInteractive: (interactive: boolean) => invoke('set-lyric-window-interactive', interactive),
    onOpen: (listener: (open: boolean) => void) => subscribe('lyric-window-open', listener),
    onControl: (listener: (control: LyricWindowControl) => void) =>
      subscribe('lyric-control', listener),
    onSong: (listener: (song: LyricWindowSong | null) => void) => subscribe('lyric-song', listener),
    onLyric: (listener: (lyric: LyricWindowLyric) => void) => subscribe('lyric-data', listener),
    onLocked: (listener: (locked: boolean) => void) => subscribe('lyric-window-locked', listener),
    onSettings: (listener: (settings: unknown) => void) =>
      subscribe('lyric-window-settings', listener),
  },
};
