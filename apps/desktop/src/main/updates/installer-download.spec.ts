import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventChannel, EventPayload } from '../../ipc/contract';
import { createInstallerDownloader } from './installer-download';
import { installerFileName } from './installer-file';
import { installerBytes, startReleaseServer, type ReleaseServer } from './release-server.fixture';

describe('installerFileName', () => {
  it.each<[string, string]>([
    [
      'https://github.com/a/b/releases/download/v1/Cadenza-1.0.0-win-x64.exe',
      'Cadenza-1.0.0-win-x64.exe',
    ],
    [
      'https://github.com/a/b/releases/download/v1/Cadenza%20Setup%201.0.0.exe',
      'Cadenza Setup 1.0.0.exe',
    ],
    ['https://example.org/dl/..%2F..%2Fetc%2Fpasswd', '_.._etc_passwd'],
    ['https://example.org/dl/%2e%2e', 'cadenza-update'],
    ['https://example.org/', 'cadenza-update'],
    ['https://example.org/dl/%E0%A4%A', 'cadenza-update'],
    ['https://example.org/dl/app;rm -rf.deb?x=1', 'app_rm -rf.deb'],
  ])('%s → %s', (url, name) => {
    expect(installerFileName(url)).toBe(name);
  });
});

describe('createInstallerDownloader: a stalled server', () => {
  let server: ReleaseServer;
  let dir: string;

  beforeEach(async () => {
    server = await startReleaseServer();
    dir = mkdtempSync(join(tmpdir(), 'cadenza-stall-'));
  });
  afterEach(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('drops a download that receives nothing for the stall timeout', async () => {
    const { bytes } = installerBytes(64 * 1024);
    server.serve('/a.AppImage', { bytes, pieces: 4, stallAfter: 20_000 });
    const events: Array<{ channel: EventChannel; payload: unknown }> = [];
    let ended: (payload: EventPayload<'download-complete'>) => void = () => undefined;
    const end = new Promise<EventPayload<'download-complete'>>((resolve) => (ended = resolve));
    const downloader = createInstallerDownloader({
      dir,
      fetch,
      send: (channel, payload) => {
        events.push({ channel, payload });
        if (channel === 'download-complete') ended(payload as EventPayload<'download-complete'>);
      },
      isAllowedUrl: (url) => url.startsWith(server.origin),
      expected: () => null,
      log: () => undefined,
      stallTimeoutMs: 150,
    });
    const started = Date.now();
    await downloader.start(`${server.origin}/a.AppImage`);
    await expect(end).resolves.toEqual({ ok: false, error: 'no data for 150 ms' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(events.some((event) => event.channel === 'download-progress')).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    expect(downloader.running).toBe(false);
  });
});

describe('createInstallerDownloader: the release host out of reach', () => {
  const RELEASE_URL = 'https://github.com/a/b/releases/download/v1/Cadenza-1.0.0.AppImage';
  let server: ReleaseServer;
  let dir: string;

  beforeEach(async () => {
    server = await startReleaseServer();
    dir = mkdtempSync(join(tmpdir(), 'cadenza-mirror-'));
  });
  afterEach(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A downloader whose fetch cannot reach github.com (as behind a blocking network). */
  function downloaderWith(sha256: string | null) {
    let ended: (payload: EventPayload<'download-complete'>) => void = () => undefined;
    const end = new Promise<EventPayload<'download-complete'>>((resolve) => (ended = resolve));
    const offlineGithub: typeof fetch = async (input, init) => {
      if (String(input).startsWith('https://github.com/')) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    const downloader = createInstallerDownloader({
      dir,
      fetch: offlineGithub,
      send: (channel, payload) => {
        if (channel === 'download-complete') ended(payload as EventPayload<'download-complete'>);
      },
      isAllowedUrl: (url) => url.startsWith('https://github.com/'),
      expected: () => ({ size: null, sha256 }),
      log: () => undefined,
      mirrors: {
        urls: async () => ['https://unreachable.invalid', server.origin],
        isAllowedUrl: (url) => url.startsWith(server.origin),
      },
    });
    return { downloader, end };
  }

  it('takes the installer from a mirror, kept only because it is the release’s', async () => {
    const { bytes, sha256 } = installerBytes(32 * 1024);
    server.serve(`/${RELEASE_URL}`, { bytes, pieces: 2 });
    const { downloader, end } = downloaderWith(sha256);
    await downloader.start(RELEASE_URL);
    const result = await end;
    expect(result).toMatchObject({ ok: true });
    expect(server.requests).toEqual([`/${RELEASE_URL}`]);
    expect(readdirSync(dir)).toEqual(['Cadenza-1.0.0.AppImage']);
  });

  it('refuses a mirror’s file that is not the release’s', async () => {
    const { bytes } = installerBytes(32 * 1024);
    server.serve(`/${RELEASE_URL}`, { bytes, pieces: 2 });
    const { downloader, end } = downloaderWith('0'.repeat(64));
    await downloader.start(RELEASE_URL);
    await expect(end).resolves.toEqual({
      ok: false,
      error: 'the installer does not match the checksum of the release',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('does not use mirrors for an installer the release gives no digest of', async () => {
    const { downloader } = downloaderWith(null);
    await expect(downloader.start(RELEASE_URL)).rejects.toThrow('fetch failed');
    expect(server.requests).toEqual([]);
  });
});
