import { planUpdateDownload, type ShellUpdateCheck } from '@cadenza/updater';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventChannel, EventPayload } from '../../ipc/contract';
import type { SendToRenderer } from '../ipc/ipc-main';
import { createUpdates } from './create-updates';
import { installerBytes, startReleaseServer, type ReleaseServer } from './release-server.fixture';
import type { ReleaseSource } from './release-source';

const APPIMAGE = 'Cadenza-2.0.0-linux-x64.AppImage';
const EXE = 'Cadenza-2.0.0-win-x64.exe';

type Sent = { channel: EventChannel; payload: unknown };

/** The update module as start-desktop composes it, on a local release server, launching nothing. */
function setUp(
  server: ReleaseServer,
  dir: string,
  options: { arch?: string; source?: Partial<ReleaseSource> | null } = {},
) {
  const sent: Sent[] = [];
  const waiters: Array<() => void> = [];
  const send: SendToRenderer = <C extends EventChannel>(channel: C, payload: EventPayload<C>) => {
    sent.push({ channel, payload });
    waiters.splice(0).forEach((wake) => wake());
  };
  const launched = { spawned: [] as string[], opened: [] as string[], quits: 0 };
  const source: ReleaseSource | null =
    options.source === null
      ? null
      : {
          repo: 'acme/cadenza',
          releaseUrl: server.releaseUrl,
          trustedHttpOrigin: server.origin,
          naming: null,
          ...options.source,
        };
  const updates = createUpdates({
    source: () => source,
    currentVersion: () => '1.0.0',
    downloadDir: join(dir, 'updates'),
    send,
    platform: 'linux',
    arch: options.arch ?? 'x64',
    openPath: async (path) => {
      launched.opened.push(path);
      return '';
    },
    spawnDetached: async (file) => {
      launched.spawned.push(file);
    },
    quit: () => {
      launched.quits += 1;
    },
    log: () => undefined,
  });
  /** Resolves with the `download-complete` payload. */
  const completion = async () => {
    for (;;) {
      const done = sent.find((event) => event.channel === 'download-complete');
      if (done) return done.payload as EventPayload<'download-complete'>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const progress = () =>
    sent
      .filter((event) => event.channel === 'download-progress')
      .map((event) => event.payload as EventPayload<'download-progress'>);
  return { ...updates, sent, launched, completion, progress };
}

function releaseJson(
  server: ReleaseServer,
  assets: Array<{ name: string; size?: number; digest?: string }>,
) {
  return {
    tag_name: 'v2.0.0',
    name: 'Cadenza 2.0.0',
    body: '## New\n- an update',
    html_url: `${server.origin}/releases/v2.0.0`,
    assets: assets.map((asset) => ({
      ...asset,
      browser_download_url: `${server.origin}/download/${asset.name}`,
    })),
  };
}

async function checkAndPlan(flow: ReturnType<typeof setUp>) {
  const check: ShellUpdateCheck = await flow.handlers['check-for-update']();
  if (check.kind !== 'update') throw new Error(`expected an update, got ${JSON.stringify(check)}`);
  const machine = await flow.handlers['get-arch']();
  return {
    check,
    plan: planUpdateDownload({ release: check.release, machine, naming: check.naming }),
  };
}

/** Resolves once `condition` holds (polled; a bounded wait, so a broken flow fails, not hangs). */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('the update flow against a local release and installer', () => {
  let server: ReleaseServer;
  let dir: string;
  const file = installerBytes(256 * 1024);

  beforeEach(async () => {
    server = await startReleaseServer();
    dir = mkdtempSync(join(tmpdir(), 'cadenza-update-'));
  });
  afterEach(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('checks, downloads with progress, completes with the file, and installs it', async () => {
    server.setRelease(
      releaseJson(server, [
        { name: EXE, size: 10 },
        { name: APPIMAGE, size: file.bytes.length, digest: file.digest },
      ]),
    );
    const flow = setUp(server, dir);
    server.serve(`/download/${APPIMAGE}`, {
      bytes: file.bytes,
      pieces: 8,
      // One progress event per piece: the next piece waits until this one was counted.
      afterPiece: (sent) => until(() => flow.progress().some((event) => event.bytes >= sent)),
    });

    const { check, plan } = await checkAndPlan(flow);
    expect(check).toMatchObject({ latestVersion: '2.0.0', currentVersion: '1.0.0', naming: null });
    expect(plan).toEqual({
      kind: 'download',
      url: `${server.origin}/download/${APPIMAGE}`,
      fileName: APPIMAGE,
    });
    if (plan.kind !== 'download') return;

    await flow.handlers['start-download'](plan.url);
    const done = await flow.completion();
    const filePath = join(dir, 'updates', APPIMAGE);
    expect(done).toEqual({ ok: true, filePath });
    expect(readFileSync(filePath).equals(file.bytes)).toBe(true);
    expect(readdirSync(join(dir, 'updates'))).toEqual([APPIMAGE]);

    const progress = flow.progress();
    expect(progress.length).toBeGreaterThanOrEqual(8);
    expect(progress[0]).toEqual({ percent: 0, bytes: 0, totalBytes: file.bytes.length });
    expect(progress.at(-1)).toEqual({
      percent: 100,
      bytes: file.bytes.length,
      totalBytes: file.bytes.length,
    });
    const percents = progress.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBe(percents.length);
    // Progress first, the end last.
    expect(flow.sent.at(-1)?.channel).toBe('download-complete');

    await flow.handlers['install-update'](filePath);
    expect(flow.launched).toEqual({ spawned: [filePath], opened: [], quits: 1 });
    expect(statSync(filePath).mode & 0o111).not.toBe(0);
  });

  it('reports progress of a download of unknown size and ends at 100 %', async () => {
    server.setRelease(releaseJson(server, [{ name: APPIMAGE }]));
    server.serve(`/download/${APPIMAGE}`, { bytes: file.bytes, pieces: 4, noLength: true });
    const flow = setUp(server, dir);
    const { plan } = await checkAndPlan(flow);
    if (plan.kind !== 'download') throw new Error('no plan');
    await flow.handlers['start-download'](plan.url);
    await expect(flow.completion()).resolves.toMatchObject({ ok: true });
    expect(flow.progress()[0]).toEqual({ percent: 0, bytes: 0, totalBytes: null });
    expect(flow.progress().at(-1)).toEqual({
      percent: 100,
      bytes: file.bytes.length,
      totalBytes: file.bytes.length,
    });
  });

  it('has no package for a machine the release has no installer for', async () => {
    server.setRelease(releaseJson(server, [{ name: APPIMAGE }, { name: EXE }]));
    const { plan } = await checkAndPlan(setUp(server, dir, { arch: 'arm64' }));
    expect(plan).toEqual({ kind: 'no-package' });
  });

  it('has no download URL for a release without assets', async () => {
    server.setRelease(releaseJson(server, []));
    const { plan } = await checkAndPlan(setUp(server, dir));
    expect(plan).toEqual({ kind: 'no-download-url' });
  });

  it.each<[string, () => unknown, number]>([
    [
      'an older release',
      () => ({ tag_name: 'v0.9.0', html_url: 'https://x.example/', assets: [] }),
      200,
    ],
    ['a server error', () => ({ message: 'boom' }), 500],
    ['an answer that is not a release', () => ({ hello: 'world' }), 200],
  ])('is silent about %s: no update', async (_label, body, status) => {
    server.setRelease(body(), status);
    await expect(setUp(server, dir).handlers['check-for-update']()).resolves.toMatchObject({
      kind: 'none',
    });
  });

  it('never checks without a source', async () => {
    const flow = setUp(server, dir, { source: null });
    await expect(flow.handlers['check-for-update']()).resolves.toEqual({
      kind: 'none',
      reason: 'unavailable',
    });
    await expect(
      flow.handlers['start-download'](`https://example.org/${APPIMAGE}`),
    ).rejects.toThrow(/https only/);
    expect(server.requests).toEqual([]);
  });

  it('refuses to start from a URL that is not https or the trusted loopback origin', async () => {
    const flow = setUp(server, dir);
    for (const url of [
      `http://example.org/${APPIMAGE}`,
      `http://127.0.0.1:1/${APPIMAGE}`,
      `file:///etc/passwd`,
      `https://user:secret@example.org/${APPIMAGE}`,
      'not a url',
    ]) {
      await expect(flow.handlers['start-download'](url)).rejects.toThrow(/https only/);
    }
    await expect(flow.handlers['start-download'](42 as unknown as string)).rejects.toThrow(
      /string/,
    );
    expect(server.requests).toEqual([]);
    expect(flow.sent).toEqual([]);
  });

  it('refuses a source that trusts an http origin off this machine', async () => {
    const flow = setUp(server, dir, { source: { trustedHttpOrigin: 'http://192.0.2.1:80' } });
    await expect(flow.handlers['check-for-update']()).rejects.toThrow(/loopback/);
  });

  it.each<[string, (server: ReleaseServer) => void]>([
    ['a 404', () => undefined],
    ['a 500', (s) => s.serve(`/download/${APPIMAGE}`, { bytes: file.bytes, status: 500 })],
    [
      'a redirect off https',
      (s) =>
        s.serve(`/download/${APPIMAGE}`, {
          bytes: file.bytes,
          redirect: `http://localhost:${new URL(s.origin).port}/elsewhere`,
        }),
    ],
  ])('says the download could not start after %s, and sends nothing', async (_label, arrange) => {
    arrange(server);
    server.serve('/elsewhere', { bytes: file.bytes });
    const flow = setUp(server, dir);
    await expect(
      flow.handlers['start-download'](`${server.origin}/download/${APPIMAGE}`),
    ).rejects.toThrow();
    expect(flow.sent).toEqual([]);
    expect(flow.downloader.running).toBe(false);
  });

  it.each<
    [
      string,
      (server: ReleaseServer) => void,
      Array<{ name: string; size?: number; digest?: string }>,
      RegExp,
    ]
  >([
    [
      'the connection drops',
      (s) => s.serve(`/download/${APPIMAGE}`, { bytes: file.bytes, pieces: 4, cutAfter: 100_000 }),
      [{ name: APPIMAGE }],
      /terminated|aborted|received 100000 of|socket|other side closed/i,
    ],
    [
      'the file does not match the release digest',
      (s) => s.serve(`/download/${APPIMAGE}`, { bytes: file.bytes }),
      [{ name: APPIMAGE, digest: `sha256:${'0'.repeat(64)}` }],
      /checksum/,
    ],
    [
      'the file is smaller than the release says',
      (s) => s.serve(`/download/${APPIMAGE}`, { bytes: file.bytes, noLength: true }),
      [{ name: APPIMAGE, size: file.bytes.length + 1 }],
      /the release says/,
    ],
    [
      'the file is larger than the release says',
      (s) => s.serve(`/download/${APPIMAGE}`, { bytes: file.bytes, noLength: true }),
      [{ name: APPIMAGE, size: 1000 }],
      /larger than 1000 bytes/,
    ],
  ])(
    'fails the download when %s, keeping no partial file',
    async (_label, arrange, assets, error) => {
      server.setRelease(releaseJson(server, assets));
      arrange(server);
      const flow = setUp(server, dir);
      const { plan } = await checkAndPlan(flow);
      if (plan.kind !== 'download') throw new Error('no plan');
      await flow.handlers['start-download'](plan.url);
      const done = await flow.completion();
      expect(done).toMatchObject({ ok: false });
      expect(done.ok === false && done.error).toMatch(error);
      expect(readdirSync(join(dir, 'updates'))).toEqual([]);
      expect(flow.downloader.running).toBe(false);
      // A failed download can be tried again.
      server.setRelease(releaseJson(server, [{ name: APPIMAGE }]));
      await flow.handlers['check-for-update']();
      server.serve(`/download/${APPIMAGE}`, { bytes: file.bytes });
      flow.sent.length = 0;
      await flow.handlers['start-download'](plan.url);
      await expect(flow.completion()).resolves.toMatchObject({ ok: true });
    },
  );

  it('runs one download at a time', async () => {
    server.serve(`/download/${APPIMAGE}`, { bytes: file.bytes, pieces: 4, pauseMs: 30 });
    const flow = setUp(server, dir);
    const url = `${server.origin}/download/${APPIMAGE}`;
    await flow.handlers['start-download'](url);
    await expect(flow.handlers['start-download'](url)).rejects.toThrow(/already running/);
    await expect(flow.completion()).resolves.toMatchObject({ ok: true });
  });

  it('installs only the file it downloaded, and only unchanged', async () => {
    server.serve(`/download/${APPIMAGE}`, { bytes: file.bytes });
    const flow = setUp(server, dir);
    await flow.handlers['start-download'](`${server.origin}/download/${APPIMAGE}`);
    const done = await flow.completion();
    if (!done.ok) throw new Error(done.error);
    const planted = join(dir, 'updates', 'planted.AppImage');
    writeFileSync(planted, file.bytes);
    for (const path of [
      planted,
      `updates/${APPIMAGE}`,
      join(dir, 'updates', '..', 'x'),
      '/bin/sh',
    ]) {
      await expect(flow.handlers['install-update'](path)).rejects.toThrow(/did not download/);
    }
    await expect(flow.handlers['install-update'](null as unknown as string)).rejects.toThrow(
      /string/,
    );
    // The same path after its content changed is no longer what was downloaded.
    writeFileSync(done.filePath, Buffer.from('#!/bin/sh\necho swapped\n'));
    await expect(flow.handlers['install-update'](done.filePath)).rejects.toThrow(
      /did not download/,
    );
    expect(flow.launched).toEqual({ spawned: [], opened: [], quits: 0 });
  });
});
