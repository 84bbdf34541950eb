import type {
  MachineInfo,
  ReleaseInfo,
  ShellUpdateCheck,
  UpdateDownloadProgress,
  UpdateDownloadResult,
} from '@cadenza/updater';
import type { UpdatesPort } from '@cadenza/platform';

/** A release 2.0.0 with one installer per platform (the names electron-builder.yml gives). */
export function testRelease(overrides: Partial<ReleaseInfo> = {}): ReleaseInfo {
  const names = [
    'Cadenza-2.0.0-win-x64.exe',
    'Cadenza-2.0.0-mac-universal.dmg',
    'Cadenza-2.0.0-linux-x86_64.AppImage',
  ];
  return {
    tagName: 'v2.0.0',
    version: '2.0.0',
    name: 'Cadenza 2.0.0',
    body: '## New\n\n- **Lyrics** in the tray\n- [Notes](https://example.org/notes)',
    htmlUrl: 'https://github.com/acme/cadenza/releases/tag/v2.0.0',
    publishedAt: null,
    assets: names.map((name) => ({
      name,
      url: `https://github.com/acme/cadenza/releases/download/v2.0.0/${name}`,
      size: 100,
      sha256: null,
    })),
    source: 'github',
    ...overrides,
  };
}

/** An in-memory shell: answers as configured, records calls, and lets a test send its events. */
export function createFakeUpdatesPort(
  options: {
    check?: ShellUpdateCheck | Error;
    machine?: MachineInfo;
    startFails?: boolean;
    installFails?: boolean;
  } = {},
) {
  const progressListeners = new Set<(progress: UpdateDownloadProgress) => void>();
  const completeListeners = new Set<(result: UpdateDownloadResult) => void>();
  const calls = { check: 0, started: [] as string[], installed: [] as string[] };
  const check = options.check ?? {
    kind: 'update',
    latestVersion: '2.0.0',
    currentVersion: '1.0.0',
    release: testRelease(),
    naming: null,
  };
  const port: UpdatesPort = {
    check: async () => {
      calls.check += 1;
      if (check instanceof Error) throw check;
      return check;
    },
    machine: async () => options.machine ?? { platform: 'linux', arch: 'x64' },
    startDownload: async (url) => {
      if (options.startFails) throw new Error('HTTP 404');
      calls.started.push(url);
    },
    install: async (filePath) => {
      if (options.installFails) throw new Error('refused');
      calls.installed.push(filePath);
    },
    subscribeProgress: (listener) => {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    subscribeComplete: (listener) => {
      completeListeners.add(listener);
      return () => completeListeners.delete(listener);
    },
  };
  return {
    port,
    calls,
    listenerCount: () => progressListeners.size + completeListeners.size,
    progress: (progress: UpdateDownloadProgress) => progressListeners.forEach((l) => l(progress)),
    complete: (result: UpdateDownloadResult) => completeListeners.forEach((l) => l(result)),
  };
}
