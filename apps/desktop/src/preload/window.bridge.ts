import type { WindowBridge } from '../ipc/window.contract';
import { invoke, subscribe } from './ipc-renderer';

/** The frameless window's controls and its mini mode. */
export const windowBridge: WindowBridge = {
  window: {
    minimize: () => invoke('window-minimize'),
    toggleMaximize: () => invoke('window-toggle-maximize'),
    close: () => invoke('window-close'),
    setMiniMode: (on: boolean) => invoke('set-mini-mode', on),
    resizeMiniWindow: (playlistOpen: boolean) => invoke('resize-mini-window', playlistOpen),
    onMiniMode: (listener: (on: boolean) => void) => subscribe('mini-mode', listener),
  },
};
