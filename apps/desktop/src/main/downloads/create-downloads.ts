import type { BrowserWindow, Dialog, Shell } from 'electron';
import type { SendToRenderer } from '../ipc/ipc-main';
import type { JsonFileStore } from '../store/json-file-store';
import { createDownloadManager } from './download-manager';
import { createDownloadRecords } from './download-records';
import { readDownloadSettings } from './download-settings';
import { createDownloadedFiles } from './downloaded-files';
import { createDownloadsHandlers } from './downloads.handlers';

/** What the downloads concern needs from Electron and the rest of main. */
export interface DownloadsDeps {
  /** Main's store: the settings are read from it and the records kept in it. */
  store: JsonFileStore;
  send: SendToRenderer;
  dialog: Pick<Dialog, 'showOpenDialog'>;
  shell: Pick<Shell, 'openPath' | 'showItemInFolder'>;
  window: () => BrowserWindow | null;
}

/**
 * The downloads concern of main, composed once for the app and once for the desktop renderer
 * tests: the IPC handlers of the manager and the records, and `dispose` for quitting.
 */
export function createDownloads({ store, send, dialog, shell, window }: DownloadsDeps) {
  const settings = () => readDownloadSettings(store);
  const records = createDownloadRecords(store);
  const downloads = createDownloadManager({ settings, records, send });
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
