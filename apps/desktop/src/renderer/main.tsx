import { isLyricWindowPage, startCadenza, startLyricWindow } from '@cadenza/shell';
import { DESKTOP_BRIDGE_KEY, type DesktopBridge } from '../ipc/contract';
import { createDesktopPlatform } from './desktop-platform';

declare global {
  interface Window {
    [DESKTOP_BRIDGE_KEY]?: DesktopBridge;
  }
}

const container = document.getElementById('root');
const bridge = window[DESKTOP_BRIDGE_KEY];
if (!container) throw new Error('index.html has no #root element');
if (!bridge) {
  container.textContent = 'Cadenza desktop: the preload bridge is missing.';
  throw new Error('window.cadenzaDesktop is missing: the preload script did not run');
}

const platform = createDesktopPlatform(bridge, window.localStorage);
// The lyric window loads the same page at /lyric: it gets its own small root, not the app.
if (isLyricWindowPage(window.location)) void startLyricWindow({ platform, container });
else void startCadenza({ platform, container });
