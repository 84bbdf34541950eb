import { startCadenza } from '@cadenza/features';
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

void startCadenza({
  platform: createDesktopPlatform(bridge, window.localStorage),
  container,
});
