import type { DownloadItem, DownloadRequest } from '../../ipc/downloads.contract';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventChannel, EventPayload } from '../../ipc/contract';
import type { SendToRenderer } from '../ipc/ipc-main';
import { createJsonFileStore } from '../store/json-file-store';
import {
  DOWNLOAD_FORGET_MS,
  DOWNLOAD_LOCK_MS,
  createDownloadManager,
  type DownloadManager,
} from './download-manager';
import { createDownloadRecords, type DownloadRecords } from './download-records';
import {
  makeMediaFixtures,
  readTags,
  startFixtureServer,
  type FixtureServer,
} from './downloads.spec-harness';

let media: { mp3: Buffer; cover: Buffer };
let server: FixtureServer;
let fixtureDir: string;

beforeAll(async () => {
  fixtureDir = await mkdtemp(join(tmpdir(), 'cadenza-dl-fixture-'));
  media = await makeMediaFixtures(fixtureDir);
  server = await startFixtureServer({
    // Small pieces with a pause between them, so progress is seen in many steps.
    '/song.mp3': { body: media.mp3, type: 'audio/mpeg', chunkSize: 4_096, chunkDelayMs: 2 },
    '/fast.mp3': { body: media.mp3, type: 'audio/mpeg' },
    '/unsized.mp3': { body: media.mp3, type: 'audio/mpeg', unsized: true, chunkSize: 8_192 },
    '/stall.mp3': { body: media.mp3, type: 'audio/mpeg', stallAfter: 4_096 },
    '/broken.mp3': { body: Buffer.from('upstream error'), type: 'text/plain', status: 500 },
    '/cover.png': { body: media.cover, type: 'image/png' },
  });
});

afterAll(async () => {
  await server.close();
  await rm(fixtureDir, { recursive: true, force: true });
});

/** Fakes the clock only: the downloads' I/O and the fixture server keep their real timers. */
const ALL_BUT_DATE: FakeableAPI[] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

interface Sent {
  channel: EventChannel;
  payload: unknown;
}

let folder: string;
let dataDir: string;
let open: DownloadManager[] = [];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'cadenza-dl-'));
  dataDir = await mkdtemp(join(tmpdir(), 'cadenza-dl-data-'));
});

afterEach(async () => {
  jest.useRealTimers();
  await Promise.all(open.map((manager) => manager.dispose()));
  open = [];
  await rm(folder, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

/** A manager on a temporary folder and store, recording what it sends to the page. */
function harness(options: { path?: string; unlimited?: boolean; idleTimeoutMs?: number } = {}) {
  const sent: Sent[] = [];
  const waiters: Array<() => void> = [];
  const send: SendToRenderer = <C extends EventChannel>(channel: C, payload: EventPayload<C>) => {
    sent.push({ channel, payload });
    waiters.forEach((wake) => wake());
  };
  const records: DownloadRecords = createDownloadRecords(createJsonFileStore(dataDir));
  const manager = createDownloadManager({
    settings: async () => ({
      downloadPath: options.path ?? folder,
      unlimitedDownload: options.unlimited ?? false,
    }),
    records,
    send,
    log: () => undefined,
    ...(options.idleTimeoutMs ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
  });
  open.push(manager);
  /** Resolves with the first event on `channel` about `filename`. */
  const next = <C extends EventChannel>(channel: C, filename: string) =>
    new Promise<EventPayload<C>>((found) => {
      const check = () => {
        const hit = sent.find(
          (event) =>
            event.channel === channel &&
            (event.payload as { filename: string }).filename === filename,
        );
        if (hit) found(hit.payload as EventPayload<C>);
      };
      waiters.push(check);
      check();
    });
  const progressOf = (filename: string) =>
    sent
      .filter((event) => event.channel === 'music-download-progress')
      .map((event) => event.payload as DownloadItem)
      .filter((item) => item.filename === filename);
  return { manager, records, sent, next, progressOf };
}

function request(filename: string, path = '/song.mp3', extra: Partial<DownloadRequest> = {}) {
  return {
    url: server.url(path),
    filename,
    type: 'mp3',
    songInfo: {
      id: 1001,
      name: '晴天',
      artists: ['歌手甲', 'Singer B'],
      album: '专辑 Album',
      picUrl: server.url('/cover.png'),
      lyric: {
        lrc: '[00:01.00]第一行\n[00:02.50]第二行\n[00:04.00]没有翻译',
        tlyric: '[00:01.00]First line\n[00:02.50]Second line',
      },
    },
    ...extra,
  } satisfies DownloadRequest;
}

describe('the download manager', () => {
  it('downloads an MP3 with progress, tags it, renames it into place and records it', async () => {
    const { manager, records, sent, next, progressOf } = harness();
    const result = await manager.queue([request('晴天 - 歌手甲')]);
    expect(result).toEqual({ outcome: 'queued', queued: ['晴天 - 歌手甲'], duplicates: [] });

    const { record } = await next('music-download-complete', '晴天 - 歌手甲');
    const filePath = join(folder, '晴天 - 歌手甲.mp3');
    expect(record).toMatchObject({
      filename: '晴天 - 歌手甲',
      filePath,
      songId: 1001,
      songName: '晴天',
      artist: '歌手甲, Singer B',
      size: (await stat(filePath)).size,
    });
    // Only the finished file is left: the temporary name was renamed, not copied.
    expect(await readdir(folder)).toEqual(['晴天 - 歌手甲.mp3']);

    const steps = progressOf('晴天 - 歌手甲');
    const running = steps.filter((item) => item.status === 'downloading');
    const percents = running.map((item) => item.progress ?? -1);
    expect(new Set(percents).size).toBeGreaterThan(5);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.max(...percents)).toBeLessThanOrEqual(99);
    expect(running.at(-1)?.total).toBe(media.mp3.length);
    expect(steps.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    expect(sent.filter((event) => event.channel === 'music-download-complete')).toHaveLength(1);
    expect(await records.list()).toEqual([record]);

    const tags = await readTags(filePath);
    expect(tags).toMatchObject({
      title: '晴天',
      artists: ['歌手甲', 'Singer B'],
      album: '专辑 Album',
      picture: { format: 'image/png', base64: media.cover.toString('base64') },
      codec: 'MPEG 1 Layer 3',
    });
    expect(tags.durationSeconds).toBeCloseTo(6, 0);
    expect(tags.lyrics).toEqual([
      [
        '[00:01.00]第一行',
        '[00:01.00]First line',
        '[00:02.50]第二行',
        '[00:02.50]Second line',
        '[00:04.00]没有翻译',
      ].join('\n'),
    ]);
  });

  it('reports unknown progress for a file of unknown size, and never replaces a file', async () => {
    const first = harness();
    await first.manager.queue([request('song', '/fast.mp3')]);
    await first.next('music-download-complete', 'song');

    // A second manager (no lock carried over): a file of that name is already there.
    const second = harness();
    await second.manager.queue([request('song', '/unsized.mp3')]);
    const { record } = await second.next('music-download-complete', 'song');
    expect(record.filePath).toBe(join(folder, 'song (2).mp3'));
    expect((await readdir(folder)).sort()).toEqual(['song (2).mp3', 'song.mp3']);
    const running = second.progressOf('song').filter((item) => item.status === 'downloading');
    // Queued at 0, then no percentage once the answer comes without a size.
    expect(running.map((item) => item.progress)).toEqual([0, null]);
    expect(running.at(-1)).toMatchObject({ total: null });
    expect((await readTags(record.filePath)).title).toBe('晴天');
  });

  it('ignores a name that is already downloading, and a name twice in one batch', async () => {
    jest.useFakeTimers({ doNotFake: ALL_BUT_DATE });
    const { manager } = harness();
    await manager.queue([request('slow', '/stall.mp3')]);
    jest.advanceTimersByTime(DOWNLOAD_LOCK_MS);
    await expect(
      manager.queue([request('slow', '/stall.mp3'), request('b', '/stall.mp3'), request('b')]),
    ).resolves.toEqual({ outcome: 'queued', queued: ['b'], duplicates: ['slow', 'b'] });
    expect(manager.list().map((item) => item.filename)).toEqual(['slow', 'b']);
  });

  it('refuses every request for 2 s after it takes one', async () => {
    jest.useFakeTimers({ doNotFake: ALL_BUT_DATE });
    const { manager } = harness();
    await expect(manager.queue([request('a', '/stall.mp3')])).resolves.toMatchObject({
      outcome: 'queued',
    });
    await expect(manager.queue([request('b', '/stall.mp3')])).resolves.toEqual({
      outcome: 'busy',
      queued: [],
      duplicates: [],
    });
    jest.advanceTimersByTime(DOWNLOAD_LOCK_MS - 1);
    await expect(manager.queue([request('b', '/stall.mp3')])).resolves.toMatchObject({
      outcome: 'busy',
    });
    jest.advanceTimersByTime(1);
    await expect(manager.queue([request('b', '/stall.mp3')])).resolves.toMatchObject({
      outcome: 'queued',
      queued: ['b'],
    });
  });

  it('refuses what would pass 300 songs at once, unless downloads are unlimited', async () => {
    jest.useFakeTimers({ doNotFake: ALL_BUT_DATE });
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => request(`song ${from + index}`, '/stall.mp3'));
    const capped = harness();
    await expect(capped.manager.queue(batch(0, 301))).resolves.toMatchObject({ outcome: 'limit' });
    expect(capped.manager.list()).toEqual([]);
    await expect(capped.manager.queue(batch(0, 2))).resolves.toMatchObject({ outcome: 'queued' });
    jest.advanceTimersByTime(DOWNLOAD_LOCK_MS);
    await expect(capped.manager.queue(batch(2, 299))).resolves.toMatchObject({ outcome: 'limit' });
    await expect(capped.manager.queue(batch(2, 298))).resolves.toMatchObject({ outcome: 'queued' });
    expect(capped.manager.list()).toHaveLength(300);

    const unlimited = harness({ unlimited: true });
    const result = await unlimited.manager.queue(batch(0, 301));
    expect(result.queued).toHaveLength(301);
  });

  it('asks for a download folder before anything else', async () => {
    const { manager, sent } = harness({ path: '' });
    const asked = server.requested.length;
    await expect(manager.queue([request('a')])).resolves.toEqual({
      outcome: 'no-path',
      queued: [],
      duplicates: [],
    });
    expect(sent).toEqual([]);
    expect(server.requested).toHaveLength(asked);
  });

  it('reports a failed download, leaves no file behind and frees its name', async () => {
    jest.useFakeTimers({ doNotFake: ALL_BUT_DATE });
    const { manager, next, progressOf } = harness();
    await manager.queue([request('broken', '/broken.mp3')]);
    await expect(next('music-download-error', 'broken')).resolves.toEqual({
      filename: 'broken',
      error: 'HTTP 500',
    });
    expect(progressOf('broken').at(-1)?.status).toBe('failed');
    expect(await readdir(folder)).toEqual([]);
    jest.advanceTimersByTime(DOWNLOAD_LOCK_MS);
    await expect(manager.queue([request('broken', '/fast.mp3')])).resolves.toMatchObject({
      queued: ['broken'],
    });
  });

  it('fails a download that stalls, and deletes what it had written', async () => {
    const { manager, next } = harness({ idleTimeoutMs: 200 });
    await manager.queue([request('stalled', '/stall.mp3')]);
    await expect(next('music-download-error', 'stalled')).resolves.toEqual({
      filename: 'stalled',
      error: 'no data for 0.2 s',
    });
    expect(await readdir(folder)).toEqual([]);
  });

  it('marks a completed download notified and forgets it 5 s later', async () => {
    const { manager, next, sent } = harness();
    await manager.queue([request('done', '/fast.mp3')]);
    // Fake timers from before completion: the forget timer is set when it completes.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await next('music-download-complete', 'done');
    expect(manager.list()).toMatchObject([{ filename: 'done', status: 'completed' }]);
    jest.advanceTimersByTime(DOWNLOAD_FORGET_MS - 1);
    expect(manager.list()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(manager.list()).toEqual([]);
    expect(sent.at(-1)).toEqual({
      channel: 'music-download-removed',
      payload: { filename: 'done' },
    });
  });

  it('deletes the partial files of downloads still running when disposed', async () => {
    const { manager, progressOf } = harness();
    await manager.queue([request('partial', '/stall.mp3')]);
    await waitUntil(() => progressOf('partial').some((item) => item.loaded > 0));
    expect((await readdir(folder)).some((name) => name.endsWith('.part'))).toBe(true);
    await manager.dispose();
    expect(await readdir(folder)).toEqual([]);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) {
    await new Promise((resume) => setImmediate(resume));
    await new Promise((resume) => setTimeout(resume, 5));
  }
  if (!condition()) throw new Error('the condition never held');
}
