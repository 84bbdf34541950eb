import type { BrowserWindow, Dialog, Shell } from 'electron';
import type { SendToRenderer } from '../ipc/ipc-main';
import type { JsonFileStore } from '../store/json-file-store';
import { readSavedSettings } from '../store/saved-settings';
import { appApiFetch } from './app-api-fetch';
import { createDownloadManager } from './download-manager';
import { createDownloadRecords } from './download-records';
import { readDownloadSettings } from './download-settings';
import { createDownloadedFiles } from './downloaded-files';
import { createDownloadsHandlers } from './downloads.handlers';
import { createSongUrlRenewal } from './song-url-renewal';

/** What the downloads concern needs from Electron and the rest of main. */
export interface DownloadsDeps {
  /** Main's store: the settings are read from it and the records kept in it. */
  store: JsonFileStore;
  send: SendToRenderer;
  dialog: Pick<Dialog, 'showOpenDialog'>;
  shell: Pick<Shell, 'openPath' | 'showItemInFolder'>;
  /** The main window: the folder picker's parent, and the session an expired link is renewed on. */
  window: () => BrowserWindow | null;
}

/**
 * The downloads concern of main, composed once for the app and once for the desktop renderer
 * tests: the IPC handlers of the manager and the records, and `dispose` for quitting.
 */
export function createDownloads({ store, send, dialog, shell, window }: DownloadsDeps) {
  const settings = () => readDownloadSettings(store);
  const records = createDownloadRecords(store);
  // An expired link is renewed as the page got it: through the app's API, at the saved quality.
  const renewal = createSongUrlRenewal({
    api: appApiFetch(window),
    level: async () => (await readSavedSettings(store)).musicQuality,
  });
  const downloads = createDownloadManager({ settings, records, send, renewUrl: renewal });
  const files = createDownloadedFiles(records, shell);
  return {
    handlers: createDownloadsHandlers({
      manager: downloads,
      files,
      records,
      settings,
      dialog,
      shell,
      window,
    }),
    dispose: () => downloads.dispose(),
  };
}
