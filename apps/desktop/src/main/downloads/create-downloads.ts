import type { BrowserWindow, Dialog, Shell } from 'electron';
import type { SendToRenderer } from '../ipc/ipc-main';
import type { JsonFileStore } from '../store/json-file-store';
import { createDownloadManager, type DownloadManagerDeps } from './download-manager';
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
  /** Seams for tests (the HTTP client, the clock). */
  manager?: Pick<DownloadManagerDeps, 'fetch' | 'now' | 'log' | 'idleTimeoutMs'>;
}

/**
 * The downloads concern of main, composed once for the app and once for the desktop renderer
 * tests: the manager, the records, their IPC handlers, and `dispose` for quitting.
 */
export function createDownloads({ store, send, dialog, shell, window, manager }: DownloadsDeps) {
  const settings = () => readDownloadSettings(store);
  const records = createDownloadRecords(store);
  const downloads = createDownloadManager({ ...manager, settings, records, send });
  const files = createDownloadedFiles(records, shell);
  return {
    manager: downloads,
    records,
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
