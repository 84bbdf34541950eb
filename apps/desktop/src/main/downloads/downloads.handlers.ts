import type { BrowserWindow, Dialog, OpenDialogOptions, Shell } from 'electron';
import type { IpcHandlersOf } from '../../ipc/contract';
import type { DownloadsInvokeContract } from '../../ipc/downloads.contract';
import type { DownloadManager } from './download-manager';
import type { DownloadRecords } from './download-records';
import {
  parseDownloadRequest,
  parseDownloadRequests,
  parseRecordId,
} from './download-request.schema';
import type { DownloadSettings } from './download-settings';
import type { DownloadedFiles } from './downloaded-files';

/** What the download channels need from the rest of main. */
export interface DownloadsHandlerDeps {
  manager: DownloadManager;
  files: DownloadedFiles;
  records: DownloadRecords;
  settings(): Promise<DownloadSettings>;
  dialog: Pick<Dialog, 'showOpenDialog'>;
  shell: Pick<Shell, 'openPath'>;
  /** The window the folder picker is modal to, when there is one. */
  window: () => BrowserWindow | null;
}

const FOLDER_PICKER: OpenDialogOptions = { properties: ['openDirectory', 'createDirectory'] };

/** The main-process side of the download channels; the page's arguments are validated first. */
export function createDownloadsHandlers({
  manager,
  files,
  records,
  settings,
  dialog,
  shell,
  window,
}: DownloadsHandlerDeps): IpcHandlersOf<DownloadsInvokeContract> {
  return {
    'download-music': async (request) => manager.queue([parseDownloadRequest(request)]),
    'download-music-batch': async (requests) => manager.queue(parseDownloadRequests(requests)),
    'get-downloads': async () => manager.list(),
    'get-download-records': () => files.list(),
    'delete-downloaded-file': async (recordId) => files.delete(parseRecordId(recordId)),
    'show-downloaded-file': async (recordId) => files.show(parseRecordId(recordId)),
    'clear-download-records': () => records.clear(),
    'choose-download-path': async () => {
      const parent = window();
      const answer = parent
        ? await dialog.showOpenDialog(parent, FOLDER_PICKER)
        : await dialog.showOpenDialog(FOLDER_PICKER);
      return answer.canceled ? null : (answer.filePaths[0] ?? null);
    },
    'open-download-path': async () => {
      const { downloadPath } = await settings();
      if (downloadPath === '') return false;
      // `openPath` answers an error message, or '' when it opened.
      return (await shell.openPath(downloadPath)) === '';
    },
  };
}
