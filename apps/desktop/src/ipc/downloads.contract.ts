// The shapes of the download channels are the renderer port's (`DownloadsPort` in libs/platform):
// imported as types only, so no UI code reaches main or the preload.
import type {
  DownloadsPort,
  DownloadSongInfo,
  DownloadRequest,
  DownloadStatus,
  DownloadItem,
  DownloadQueueResult,
  DownloadRecord,
  DownloadRecordList,
  DownloadFileOutcome,
} from '@cadenza/platform';

export type {
  DownloadSongInfo,
  DownloadRequest,
  DownloadStatus,
  DownloadItem,
  DownloadQueueResult,
  DownloadRecord,
  DownloadRecordList,
  DownloadFileOutcome,
};

/** Music downloads (spec §7 "Desktop messages": `download-music` and its events). */
export interface DownloadsInvokeContract {
  /** Queues one song (url, filename, songInfo, type); the single download's 2 s lock applies. */
  'download-music': { args: [request: DownloadRequest]; result: DownloadQueueResult };
  /** Queues a selection at once; refused whole when it would pass the 300-song cap. */
  'download-music-batch': { args: [requests: DownloadRequest[]]; result: DownloadQueueResult };
  /** The downloads running, and those finished in the last 5 s. */
  'get-downloads': { args: []; result: DownloadItem[] };
  /** The records of finished downloads; records whose file is gone are dropped and named. */
  'get-download-records': { args: []; result: DownloadRecordList };
  /** Deletes a recorded file (only a recorded one: the page never names a path). */
  'delete-downloaded-file': { args: [recordId: string]; result: DownloadFileOutcome };
  /** Shows a recorded file in the system's file manager. */
  'show-downloaded-file': { args: [recordId: string]; result: DownloadFileOutcome };
  /** Forgets every record; the files stay on disk. */
  'clear-download-records': { args: []; result: void };
  /** The system's folder picker; the chosen folder, or null when cancelled. */
  'choose-download-path': { args: []; result: string | null };
  /** Opens the download folder of the settings; false when none is set or it cannot open. */
  'open-download-path': { args: []; result: boolean };
}

/** The channels of {@link DownloadsInvokeContract}. */
export const DOWNLOADS_INVOKE_CHANNELS: Record<keyof DownloadsInvokeContract, true> = {
  'download-music': true,
  'download-music-batch': true,
  'get-downloads': true,
  'get-download-records': true,
  'delete-downloaded-file': true,
  'show-downloaded-file': true,
  'clear-download-records': true,
  'choose-download-path': true,
  'open-download-path': true,
};

/** What main tells the page about its downloads. */
export interface DownloadsEventContract {
  /** A download's state changed (queued, bytes arrived, finished, failed). */
  'music-download-progress': DownloadItem;
  /** A file is finished, tagged and recorded. */
  'music-download-complete': { filename: string; record: DownloadRecord };
  /** A download failed (spec §8: '{filename} download failed: {error}'). */
  'music-download-error': { filename: string; error: string };
  /** A finished or failed download left the list (5 s after it ended). */
  'music-download-removed': { filename: string };
}

/**
 * The downloads part of the preload's bridge: the renderer port's calls as they are, and main's
 * four events one by one (the renderer merges them into the port's one subscription).
 */
export interface DownloadsBridge {
  readonly downloads: Omit<DownloadsPort, 'subscribe'> & {
    onProgress(listener: (item: DownloadItem) => void): () => void;
    onComplete(
      listener: (payload: DownloadsEventContract['music-download-complete']) => void,
    ): () => void;
    onError(
      listener: (payload: DownloadsEventContract['music-download-error']) => void,
    ): () => void;
    onRemoved(
      listener: (payload: DownloadsEventContract['music-download-removed']) => void,
    ): () => void;
  };
}
