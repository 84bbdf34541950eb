import {
  planUpdateDownload,
  type InstallerNaming,
  type ReleaseInfo,
  type UpdateDownloadProgress,
} from '@cadenza/updater';
import type { ToastRequest } from '@cadenza/app-core';
import type { UpdatesPort } from '@cadenza/platform';

/** A newer release the shell found. */
export interface AvailableUpdate {
  latestVersion: string;
  currentVersion: string;
  release: ReleaseInfo;
  naming: InstallerNaming | null;
}

/** Where the installer download is. */
export type UpdateDownloadState =
  | { status: 'idle' }
  /** "Prepare download": choosing the installer and asking the shell to start. */
  | { status: 'starting' }
  | { status: 'downloading'; progress: UpdateDownloadProgress };

/** What the update modal and the install confirmation show. */
export interface UpdateFlowState {
  update: AvailableUpdate | null;
  /** The update modal is open (closed by cancel, or hidden by "background download"). */
  modalOpen: boolean;
  download: UpdateDownloadState;
  /** The user tried to close the modal while downloading (spec §4: closing is blocked). */
  closeBlocked: boolean;
  /** The downloaded installer, while its install confirmation is open. */
  installPath: string | null;
  installing: boolean;
}

/** What the flow needs besides the shell's port. */
export interface UpdateFlowDeps {
  port: UpdatesPort;
  notify: (toast: ToastRequest) => void;
  /** Opens a page in the system browser (the releases page). */
  openExternal: (url: string) => void;
}

/** The update flow of spec §4, shared by every mount of the modal (a background download outlives it). */
export interface UpdateFlow {
  getState(): UpdateFlowState;
  subscribe(listener: () => void): () => void;
  /** Checks once; a later call does nothing. A failed check shows nothing (spec §8). */
  check(): Promise<void>;
  updateNow(): Promise<void>;
  /** Hides the modal; the download goes on and its end still shows. */
  background(): void;
  /** Cancel or ×: closes the modal unless a download is running, which it says instead. */
  dismiss(): void;
  install(): Promise<void>;
  declineInstall(): void;
  /** Stops listening to the shell. */
  dispose(): void;
}

const INITIAL: UpdateFlowState = {
  update: null,
  modalOpen: false,
  download: { status: 'idle' },
  closeBlocked: false,
  installPath: null,
  installing: false,
};

/** Creates the flow over the shell's update port. */
export function createUpdateFlow({ port, notify, openExternal }: UpdateFlowDeps): UpdateFlow {
  let state = INITIAL;
  let checked = false;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<UpdateFlowState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  const error = (titleKey: string) => notify({ tone: 'error', titleKey });
  // Read afresh after an await: an event may have moved the download on meanwhile.
  const downloadStatus = () => state.download.status;

  const unsubscribeProgress = port.subscribeProgress((progress) => {
    if (state.download.status !== 'idle') set({ download: { status: 'downloading', progress } });
  });
  const unsubscribeComplete = port.subscribeComplete((result) => {
    if (state.download.status === 'idle') return;
    if (result.ok) {
      set({
        download: { status: 'idle' },
        modalOpen: false,
        closeBlocked: false,
        installPath: result.filePath,
      });
    } else {
      set({ download: { status: 'idle' }, closeBlocked: false });
      error('errors.update.downloadFailed');
    }
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async check() {
      if (checked) return;
      checked = true;
      const result = await port.check().catch(() => null);
      if (result?.kind !== 'update') return;
      const { latestVersion, currentVersion, release, naming } = result;
      set({ update: { latestVersion, currentVersion, release, naming }, modalOpen: true });
    },
    async updateNow() {
      const { update } = state;
      if (!update || state.download.status !== 'idle') return;
      set({ download: { status: 'starting' }, closeBlocked: false });
      const machine = await port.machine().catch(() => ({ platform: null, arch: null }));
      const plan = planUpdateDownload({ release: update.release, machine, naming: update.naming });
      if (plan.kind !== 'download') {
        set({ download: { status: 'idle' } });
        if (plan.kind === 'no-package') error('errors.update.noPackage');
        else {
          error('errors.update.noDownloadUrl');
          openExternal(update.release.htmlUrl);
        }
        return;
      }
      try {
        await port.startDownload(plan.url);
        // The first progress event (or even the end of a small file) may have come first.
        if (downloadStatus() === 'starting') {
          set({
            download: {
              status: 'downloading',
              progress: { percent: 0, bytes: 0, totalBytes: null },
            },
          });
        }
      } catch {
        set({ download: { status: 'idle' } });
        error('errors.update.startFailed');
      }
    },
    background() {
      set({ modalOpen: false, closeBlocked: false });
    },
    dismiss() {
      if (state.download.status !== 'idle') set({ closeBlocked: true });
      else set({ modalOpen: false });
    },
    async install() {
      const path = state.installPath;
      if (path === null || state.installing) return;
      set({ installing: true });
      try {
        await port.install(path);
      } catch {
        set({ installing: false });
        error('errors.general.operationFailed');
      }
    },
    declineInstall() {
      if (!state.installing) set({ installPath: null });
    },
    dispose() {
      unsubscribeProgress();
      unsubscribeComplete();
      listeners.clear();
    },
  };
}
