import type { SendToRenderer } from '../ipc/ipc-main';
import { createMemoryStorage } from '@cadenza/ports';
import { isHttpsUrl, loadProxyNodes } from '@cadenza/updater';
import { createFetchPorts, type Fetch } from './fetch-ports';
import { createInstallerDownloader } from './installer-download';
import { machineInfo } from './machine-info';
import { assertLoopbackOrigin, isAllowedDownloadUrl, type ReleaseSource } from './release-source';
import { createUpdateChecker } from './update-checker';
import { createUpdateInstaller } from './update-installer';
import { createUpdatesHandlers } from './updates.handlers';

/** What the update module needs from the app and from Electron. */
export interface UpdatesDeps {
  /** Where releases are read; null: never an update (tests that do not set one). */
  source: () => ReleaseSource | null;
  /** The running version (`app.getVersion()`). */
  currentVersion: () => string;
  /** The folder installers are saved in. */
  downloadDir: string;
  send: SendToRenderer;
  /** `process.platform` and `process.arch`. */
  platform: string;
  arch: string;
  /** `shell.openPath`. */
  openPath: (path: string) => Promise<string>;
  spawnDetached: (file: string) => Promise<void>;
  quit: () => void;
  fetch?: Fetch;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The update module of the main process: the release check, the installer download and the
 * install step, and the IPC handlers over them. A source that trusts a non-loopback http
 * origin is refused when it is read.
 */
export function createUpdates(deps: UpdatesDeps) {
  const log =
    deps.log ??
    ((message: string, error?: unknown) =>
      error === undefined
        ? console.info(`Cadenza: ${message}`)
        : console.warn(`Cadenza: ${message}`, error));
  const fetchImpl = deps.fetch ?? fetch;
  const mirrorCache = createMemoryStorage();
  const { getJson } = createFetchPorts(fetchImpl);
  const source = () => {
    const current = deps.source();
    if (current?.trustedHttpOrigin !== undefined) assertLoopbackOrigin(current.trustedHttpOrigin);
    return current;
  };
  const checker = createUpdateChecker({
    source,
    currentVersion: deps.currentVersion,
    fetch: fetchImpl,
    debug: (message) => log(message),
  });
  const downloader = createInstallerDownloader({
    dir: deps.downloadDir,
    fetch: fetchImpl,
    send: deps.send,
    isAllowedUrl: (url) => {
      const current = source();
      return current !== null && isAllowedDownloadUrl(url, current);
    },
    expected: (url) => checker.expected(url),
    log,
    // The proxy nodes, when the release host cannot be reached; cached in memory for their
    // 10 minutes (a run of the app rarely downloads twice).
    mirrors: {
      urls: async () => {
        const { nodes } = await loadProxyNodes({
          ports: {
            getJson,
            storage: mirrorCache,
            now: Date.now,
            debug: (message) => log(message),
          },
        });
        return nodes;
      },
      isAllowedUrl: isHttpsUrl,
    },
  });
  const installer = createUpdateInstaller({
    platform: deps.platform,
    verify: (filePath) => downloader.verify(filePath),
    openPath: deps.openPath,
    spawnDetached: deps.spawnDetached,
    quit: deps.quit,
  });
  const handlers = createUpdatesHandlers({
    checker,
    downloader,
    installer,
    machine: machineInfo(deps.platform, deps.arch),
  });
  return { handlers, checker, downloader };
}
