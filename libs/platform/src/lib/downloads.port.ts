/**
 * The desktop shell's download manager as the renderer sees it (spec §4 "Downloads", §7 "Music
 * downloads"). The desktop app's IPC contract (`ipc/downloads.contract.ts`) carries these same
 * shapes (imported as types).
 */

/** What the shell writes into a finished file's tags (and shows while it downloads). */
export interface DownloadSongInfo {
  id: number | string;
  name: string;
  /** Artist names in order; empty when unknown. */
  artists: string[];
  album: string | null;
  /** The cover's address; the shell fetches it for the tags. */
  picUrl: string | null;
  /** The LRC lyrics and their translation, written into the tags; null for none. */
  lyric: { lrc: string; tlyric: string | null } | null;
}

/** One song to download (spec §7 `download-music`: url, filename, songInfo, type). */
export interface DownloadRequest {
  /** The audio's address (the download-URL call's answer). */
  url: string;
  /** The file name without extension, already built from the name format (a single safe name). */
  filename: string;
  songInfo: DownloadSongInfo;
  /** The file type of the answer (`mp3`, `flac`…): the extension. */
  type: string;
}

/** The statuses of spec §4. */
export type DownloadStatus = 'downloading' | 'completed' | 'failed' | 'unknown';

/** A download the shell is running, or finished less than 5 s ago. */
export interface DownloadItem {
  filename: string;
  songName: string;
  /** The artists joined; empty when unknown (the screen says "unknown artist"). */
  artist: string;
  status: DownloadStatus;
  /** 0..100, or null while the size is unknown. */
  progress: number | null;
  /** Bytes received so far. */
  loaded: number;
  /** The file's size in bytes, when the server says it. */
  total: number | null;
}

/**
 * What became of a request to download: `queued` (some or all of it; `duplicates` lists the
 * names already downloading, which were ignored), `busy` (the 2 s lock after the last request),
 * `limit` (over the 300-song cap), `no-path` (no download folder chosen).
 */
export interface DownloadQueueResult {
  outcome: 'queued' | 'busy' | 'limit' | 'no-path';
  queued: string[];
  duplicates: string[];
}

/** A finished download the shell remembers (the downloaded tab). */
export interface DownloadRecord {
  id: string;
  filename: string;
  filePath: string;
  songId: number | string;
  songName: string;
  artist: string;
  album: string | null;
  picUrl: string | null;
  /** Bytes on disk when it finished. */
  size: number;
  /** Epoch milliseconds. */
  downloadedAt: number;
}

/** The downloaded records, and what the shell had to drop to give them. */
export interface DownloadRecordList {
  records: DownloadRecord[];
  /** Records whose file was gone: removed from the records (spec §8 message). */
  missing: string[];
  /** The stored records were unreadable: kept aside under this path and started afresh. */
  resetKeptAs: string | null;
}

/**
 * What happened to a record's file: `done` (deleted or shown), `missing` (the file is gone; the
 * record was removed), `delete-failed` (the file could not be deleted; the record was removed).
 */
export type DownloadFileOutcome = 'done' | 'missing' | 'delete-failed';

/** What the shell tells the page about its downloads. */
export type DownloadEvent =
  | { type: 'progress'; item: DownloadItem }
  | { type: 'complete'; filename: string; record: DownloadRecord }
  | { type: 'error'; filename: string; error: string }
  | { type: 'removed'; filename: string };

/** The download manager of the desktop shell (absent on the web). */
export interface DownloadsPort {
  /** Queues one song: the single download of the song menu (locked for 2 s after). */
  download(request: DownloadRequest): Promise<DownloadQueueResult>;
  /** Queues a selection at once (refused whole over the cap). */
  downloadBatch(requests: DownloadRequest[]): Promise<DownloadQueueResult>;
  /** The downloads running now and those finished in the last 5 s. */
  list(): Promise<DownloadItem[]>;
  /** The finished downloads; records of files that are gone are dropped first. */
  records(): Promise<DownloadRecordList>;
  deleteFile(recordId: string): Promise<DownloadFileOutcome>;
  /** Shows the file in the system's file manager. */
  showFile(recordId: string): Promise<DownloadFileOutcome>;
  /** Forgets every record; the files stay. */
  clearRecords(): Promise<void>;
  /** Asks the system's folder picker; null when cancelled. */
  choosePath(): Promise<string | null>;
  /** Opens the download folder in the file manager; false when there is none to open. */
  openPath(): Promise<boolean>;
  /** Calls `listener` on every event; returns the unsubscribe. */
  subscribe(listener: (event: DownloadEvent) => void): () => void;
}
