import type { UpdatesBridge } from '../ipc/updates.contract';
import { invoke, subscribe } from './ipc-renderer';

/** The release check, the installer download and its install. */
export const updatesBridge: UpdatesBridge = {
  updates: {
    check: () => invoke('check-for-update'),
    getArch: () => invoke('get-arch'),
    startDownload: (url: string) => invoke('start-download', url),
    install: (filePath: string) => invoke('install-update', filePath),
    onDownloadProgress: (listener) => subscribe('download-progress', listener),
    onDownloadComplete: (listener) => subscribe('download-complete', listener),
  },
};
