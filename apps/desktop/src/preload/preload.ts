import { contextBridge } from 'electron';
import { DESKTOP_BRIDGE_KEY, type DesktopBridge } from '../ipc/contract';
import { lyricWindowBridge } from './lyric-window.bridge';
import { settingsBridge } from './settings.bridge';
import { windowBridge } from './window.bridge';

// Runs sandboxed before the renderer: exposes narrow named functions, never raw IPC. One part
// per concern of the contract.
const bridge = {
  ...settingsBridge,
  ...windowBridge,
  ...lyricWindowBridge,
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, bridge);
