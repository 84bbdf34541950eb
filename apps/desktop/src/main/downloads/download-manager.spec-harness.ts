// Test-only: a download manager on temporary folders, fed by a local server of real MP3 bytes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventChannel, EventPayload } from '../../ipc/contract';
import type { DownloadItem, DownloadRequest } from '../../ipc/downloads.contract';
import type { SendToRenderer } from '../ipc/ipc-main';
import { createJsonFileStore } from '../store/json-file-store';
import {
  createDownloadManager,
  type DownloadManager,
  type DownloadManagerDeps,
} from './download-manager';
import { createDownloadRecords } from './download-records';
import {
  makeMediaFixtures,
  startFixtureServer,
  type FixtureServer,
} from './downloads.spec-harness';

/** Fakes the clock only: the downloads' I/O and the fixture server keep their real timers. */
export const ALL_BUT_DATE: FakeableAPI[] = [
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

/**
 * Options of one manager: its folder (empty: none chosen), the cap setting, the idle timeout,
 * how it renews an expired link and what it fetches with.
 */
export interface ManagerOptions {
  path?: string;
  unlimited?: boolean;
  idleTimeoutMs?: number;
  renewUrl?: DownloadManagerDeps['renewUrl'];
  fetch?: typeof globalThis.fetch;
}

/**
 * Registers the hooks of a download manager spec: the media and the server once, fresh folders
 * per test, every manager disposed after it. Returns what the tests use.
 */
export function useDownloadManagerFixtures() {
  const state = {} as {
    media: { mp3: Buffer; cover: Buffer };
    server: FixtureServer;
    fixtureDir: string;
    folder: string;
    dataDir: string;
    open: DownloadManager[];
  };

  beforeAll(async () => {
    state.fixtureDir = await mkdtemp(join(tmpdir(), 'cadenza-dl-fixture-'));
    state.media = await makeMediaFixtures(state.fixtureDir);
    state.server = await startFixtureServer({
      // Small pieces with a pause between them, so progress is seen in many steps.
      '/song.mp3': { body: state.media.mp3, type: 'audio/mpeg', chunkSize: 4_096, chunkDelayMs: 2 },
      '/fast.mp3': { body: state.media.mp3, type: 'audio/mpeg' },
      '/unsized.mp3': {
        body: state.media.mp3,
        type: 'audio/mpeg',
        unsized: true,
        chunkSize: 8_192,
      },
      '/stall.mp3': { body: state.media.mp3, type: 'audio/mpeg', stallAfter: 4_096 },
      '/broken.mp3': { body: Buffer.from('upstream error'), type: 'text/plain', status: 500 },
      '/cover.png': { body: state.media.cover, type: 'image/png' },
    });
  });
  afterAll(async () => {
    await state.server.close();
    await rm(state.fixtureDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    state.folder = await mkdtemp(join(tmpdir(), 'cadenza-dl-'));
    state.dataDir = await mkdtemp(join(tmpdir(), 'cadenza-dl-data-'));
    state.open = [];
  });
  afterEach(async () => {
    jest.useRealTimers();
    await Promise.all(state.open.map((manager) => manager.dispose()));
    await rm(state.folder, { recursive: true, force: true });
    await rm(state.dataDir, { recursive: true, force: true });
  });

  /** A manager on the test's folder and store, recording what it sends to the page. */
  const harness = (options: ManagerOptions = {}) => {
    const sent: Sent[] = [];
    const waiters: Array<() => void> = [];
    const send: SendToRenderer = <C extends EventChannel>(channel: C, payload: EventPayload<C>) => {
      sent.push({ channel, payload });
      waiters.forEach((wake) => wake());
    };
    const records = createDownloadRecords(createJsonFileStore(state.dataDir));
    const manager = createDownloadManager({
      settings: async () => ({
        downloadPath: options.path ?? state.folder,
        unlimitedDownload: options.unlimited ?? false,
      }),
      records,
      send,
      log: () => undefined,
      ...(options.idleTimeoutMs ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
      ...(options.renewUrl ? { renewUrl: options.renewUrl } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    state.open.push(manager);
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
  };

  /** A request for `filename` from the fixture server's `path`, with tags worth checking. */
  const request = (filename: string, path = '/song.mp3'): DownloadRequest => ({
    url: state.server.url(path),
    filename,
    type: 'mp3',
    songInfo: {
      id: 1001,
      name: '晴天',
      artists: ['歌手甲', 'Singer B'],
      album: '专辑 Album',
      picUrl: state.server.url('/cover.png'),
      lyric: {
        lrc: '[00:01.00]第一行\n[00:02.50]第二行\n[00:04.00]没有翻译',
        tlyric: '[00:01.00]First line\n[00:02.50]Second line',
      },
    },
  });

  return {
    harness,
    request,
    get media() {
      return state.media;
    },
    get server() {
      return state.server;
    },
    get folder() {
      return state.folder;
    },
  };
}

/** Waits (real time) until `condition` holds, or fails. */
export async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) {
    await new Promise((resume) => setImmediate(resume));
    await new Promise((resume) => setTimeout(resume, 5));
  }
  if (!condition()) throw new Error('the condition never held');
}
