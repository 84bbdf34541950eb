import { contextBridge } from 'electron';
import { DESKTOP_BRIDGE_KEY, type DesktopBridge } from '../ipc/contract';
import { remoteControlBridge } from './remote-control.bridge';
import { downloadsBridge } from './downloads.bridge';
import { lyricWindowBridge } from './lyric-window.bridge';
import { settingsBridge } from './settings.bridge';
import { systemBridge } from './system.bridge';
import { unblockBridge } from './unblock.bridge';
import { updatesBridge } from './updates.bridge';
import { closeBridge } from './close.bridge';
import { shortcutsBridge } from './shortcuts.bridge';
import { trayBridge } from './tray.bridge';
import { windowBridge } from './window.bridge';

// Runs sandboxed before the renderer: exposes narrow named functions, never raw IPC. One part
// per concern of the contract.
const bridge = {
  ...settingsBridge,
  ...windowBridge,
  ...unblockBridge,
  ...systemBridge,
  ...updatesBridge,
  ...remoteControlBridge,
  ...trayBridge,
  ...closeBridge,
  ...shortcutsBridge,
  ...downloadsBridge,
  ...lyricWindowBridge,
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, bridge);
