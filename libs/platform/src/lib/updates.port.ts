import type {
  MachineInfo,
  ShellUpdateCheck,
  UpdateDownloadProgress,
  UpdateDownloadResult,
} from '@cadenza/updater';

/** What the update modal asks of the desktop shell. */
export interface UpdatesPort {
  /** Is there a newer release? Never rejects: a failed check is `{ kind: 'none' }` (spec §8). */
  check(): Promise<ShellUpdateCheck>;
  /** The OS and CPU, for the installer choice. */
  machine(): Promise<MachineInfo>;
  /** Starts the download; rejects when it cannot start ("Start download failed"). */
  startDownload(url: string): Promise<void>;
  /** Runs the downloaded installer; the app quits. Rejects when the shell refuses or fails. */
  install(filePath: string): Promise<void>;
  /** Progress of the running download; returns the unsubscribe. */
  subscribeProgress(listener: (progress: UpdateDownloadProgress) => void): () => void;
  /** The end of the download (its file, or a failure); returns the unsubscribe. */
  subscribeComplete(listener: (result: UpdateDownloadResult) => void): () => void;
}
