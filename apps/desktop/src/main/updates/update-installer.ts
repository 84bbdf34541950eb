import { chmod } from 'node:fs/promises';
import { extname } from 'node:path';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';

/** What {@link createUpdateInstaller} needs; Electron's parts are injected, never run in tests. */
export interface UpdateInstallerDeps {
  /** `process.platform`. */
  platform: string;
  /** The absolute path when `filePath` is an installer main downloaded and it is unchanged. */
  verify: (filePath: unknown) => Promise<string | null>;
  /** `shell.openPath`: resolves to an error text, empty on success. */
  openPath: (path: string) => Promise<string>;
  /** Starts a program that outlives the app. */
  spawnDetached: (file: string) => Promise<void>;
  /** Quits the app so the installer can replace it. */
  quit: () => void;
}

/**
 * `install-update` (spec §4: "After a yes, the app closes and installs"): only the file main
 * downloaded, unchanged since, is run — an NSIS `.exe` is started, a `.dmg` is opened (mounted
 * in Finder), an AppImage is made executable and started, a `.deb` opens in the package
 * installer — then the app quits.
 */
export function createUpdateInstaller(deps: UpdateInstallerDeps) {
  async function launch(path: string): Promise<void> {
    const extension = extname(path).toLowerCase();
    const open = async () => {
      const failure = await deps.openPath(path);
      if (failure !== '') throw new Error(`could not open the installer: ${failure}`);
    };
    if (deps.platform === 'win32' && extension === '.exe') return deps.spawnDetached(path);
    if (deps.platform === 'darwin' && extension === '.dmg') return open();
    if (deps.platform === 'linux' && extension === '.appimage') {
      await chmod(path, 0o755);
      return deps.spawnDetached(path);
    }
    if (deps.platform === 'linux' && extension === '.deb') return open();
    throw new Error(
      `a ${extension || 'file without extension'} cannot be installed on ${deps.platform}`,
    );
  }

  return {
    async install(filePath: unknown): Promise<void> {
      const path = await deps.verify(filePath);
      if (path === null) {
        throw new InvalidIpcArgumentError('refused to install a file the app did not download');
      }
      await launch(path);
      deps.quit();
    },
  };
}

/** The installer step's interface. */
export type UpdateInstaller = ReturnType<typeof createUpdateInstaller>;
