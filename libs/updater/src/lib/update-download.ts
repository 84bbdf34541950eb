import {
  chooseInstaller,
  type InstallerArch,
  type InstallerNaming,
  type InstallerPlatform,
} from './installer';
import type { NoUpdateReason, ReleaseInfo } from './release';

/**
 * The desktop update flow between the page and the shell (spec §4 "Update flow", §7 "Updates:
 * start-download (url), install-update (file path), get-arch. Events: download-progress,
 * download-complete"): the shapes both sides share, and the choice of what to download.
 */

/** The machine the shell runs on (`get-arch`); null where Cadenza ships no installer for it. */
export interface MachineInfo {
  platform: InstallerPlatform | null;
  arch: InstallerArch | null;
}

/** What the shell answers to "is there a newer release?" (a failed check is `none`, silent). */
export type ShellUpdateCheck =
  | {
      kind: 'update';
      latestVersion: string;
      currentVersion: string;
      release: ReleaseInfo;
      /** The pattern fallback's naming when the release lists no installer for this machine. */
      naming: InstallerNaming | null;
    }
  | { kind: 'none'; reason: NoUpdateReason };

/** `download-progress`: how far the installer download is. */
export interface UpdateDownloadProgress {
  /** 0–100, whole; 0 while the size is unknown. */
  percent: number;
  /** Bytes received so far. */
  bytes: number;
  /** The installer's size, when the server or the release said it. */
  totalBytes: number | null;
}

/** `download-complete`: the installer's path, or why the download failed. */
export type UpdateDownloadResult =
  | { ok: true; filePath: string }
  | {
      ok: false;
      /** For the log; the page shows "Download failed, please try again or download manually". */
      error: string;
    };

/** What "update now" does for this release on this machine. */
export type UpdateDownloadPlan =
  | { kind: 'download'; url: string; fileName: string }
  /** "No suitable installation package found for the current system, please download manually". */
  | { kind: 'no-package' }
  /** The release offers nothing to download at all: "no download URL", the releases page opens. */
  | { kind: 'no-download-url' };

/**
 * Chooses the installer for this machine ({@link chooseInstaller}: a release asset, else the
 * pattern fallback). A machine Cadenza ships nothing for, or a release whose assets have nothing
 * for it, has no package; a release without any asset and no pattern has no download URL.
 */
export function planUpdateDownload(input: {
  release: ReleaseInfo;
  machine: MachineInfo;
  naming: InstallerNaming | null;
}): UpdateDownloadPlan {
  const { release, machine, naming } = input;
  if (machine.platform === null || machine.arch === null) return { kind: 'no-package' };
  const choice = chooseInstaller({
    platform: machine.platform,
    arch: machine.arch,
    assets: release.assets,
    version: release.version,
    ...(naming ? { naming } : {}),
  });
  if (choice.kind !== 'none')
    return { kind: 'download', url: choice.url, fileName: choice.fileName };
  return release.assets.length === 0 ? { kind: 'no-download-url' } : { kind: 'no-package' };
}
