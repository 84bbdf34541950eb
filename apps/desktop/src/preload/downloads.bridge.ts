import type { DownloadsBridge } from '../ipc/downloads.contract';
import { invoke, subscribe } from './ipc-renderer';

/** The download manager in main: queue, list, records, files and folder, and its events. */
export const downloadsBridge: DownloadsBridge = {
  downloads: {
    download: (request) => invoke('download-music', request),
    downloadBatch: (requests) => invoke('download-music-batch', requests),
    list: () => invoke('get-downloads'),
    records: () => invoke('get-download-records'),
    deleteFile: (recordId) => invoke('delete-downloaded-file', recordId),
    showFile: (recordId) => invoke('show-downloaded-file', recordId),
    clearRecords: () => invoke('clear-download-records'),
    choosePath: () => invoke('choose-download-path'),
    openPath: () => invoke('open-download-path'),
    onProgress: (listener) => subscribe('music-download-progress', listener),
    onComplete: (listener) => subscribe('music-download-complete', listener),
    onError: (listener) => subscribe('music-download-error', listener),
    onRemoved: (listener) => subscribe('music-download-removed', listener),
  },
};
