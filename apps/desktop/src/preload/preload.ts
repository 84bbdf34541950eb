import { contextBridge } from 'electron';
import { DESKTOP_BRIDGE_KEY, type DesktopBridge } from '../ipc/contract';
import { invoke } from './ipc-renderer';

// Runs sandboxed before the renderer: exposes narrow named functions, never raw IPC.
const bridge = {
  settings: {
    read: () => invoke('get-store-value', 'settings'),
    write: (settings: unknown) => invoke('set-store-value', 'settings', settings),
  },
  changeLanguage: (language: string) => invoke('change-language', language),
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, bridge);
