import * as electron from 'electron';
import { join } from 'node:path';
import { startDesktop } from './app/start-desktop';

// The Electron entry: the only module that imports `electron` for real; everything it calls
// takes the API as an argument. Layout of the build: dist/apps/desktop/{main,preload,renderer}.
startDesktop(electron, {
  rendererDir: join(__dirname, '../renderer'),
  preloadPath: join(__dirname, '../preload/preload.js'),
  trayIconPath: join(__dirname, '../assets/tray-icon.png'),
}).catch((error: unknown) => {
  console.error('Cadenza failed to start', error);
  electron.app.quit();
});
