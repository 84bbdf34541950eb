import type {
  MachineInfo,
  ShellUpdateCheck,
  UpdateDownloadProgress,
  UpdateDownloadResult,
} from '@cadenza/updater';

/**
 * The update flow (spec §4 "Update flow", §7 "Updates: start-download (url), install-update
 * (file path), get-arch. Events: download-progress, download-complete"). The release check runs
 * in main too (`check-for-update`, beyond the reference): the page's CSP stays on its own
 * origin, and main knows the size and digest of the asset it then downloads.
 */
export interface UpdatesInvokeContract {
  /** Is there a newer release? Never fails: a failed check is `{ kind: 'none' }` (spec §8). */
  'check-for-update': { args: []; result: ShellUpdateCheck };
  /** The OS and CPU, for the installer choice; null where Cadenza ships no installer. */
  'get-arch': { args: []; result: MachineInfo };
  /**
   * Starts downloading an installer (https only); resolves once the server has answered, rejects
   * when the download cannot start. Progress and the end come as events.
   */
  'start-download': { args: [url: string]; result: void };
  /** Runs the installer main downloaded (no other file) and quits the app. */
  'install-update': { args: [filePath: string]; result: void };
}

/** The channels of {@link UpdatesInvokeContract}. */
export const UPDATES_INVOKE_CHANNELS: Record<keyof UpdatesInvokeContract, true> = {
  'check-for-update': true,
  'get-arch': true,
  'start-download': true,
  'install-update': true,
};

/** What main tells the page about the installer download. */
export interface UpdatesEventContract {
  'download-progress': UpdateDownloadProgress;
  'download-complete': UpdateDownloadResult;
}

/** The updates part of the preload's bridge. */
export interface UpdatesBridge {
  readonly updates: {
    check(): Promise<ShellUpdateCheck>;
    getArch(): Promise<MachineInfo>;
    startDownload(url: string): Promise<void>;
    install(filePath: string): Promise<void>;
    /** Calls `listener` on every progress event; returns the unsubscribe. */
    onDownloadProgress(listener: (progress: UpdateDownloadProgress) => void): () => void;
    /** Calls `listener` when the download ends; returns the unsubscribe. */
    onDownloadComplete(listener: (result: UpdateDownloadResult) => void): () => void;
  };
}
