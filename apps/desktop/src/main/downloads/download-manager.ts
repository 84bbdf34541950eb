import type {
  DownloadItem,
  DownloadQueueResult,
  DownloadRecord,
  DownloadRequest,
} from '../../ipc/downloads.contract';
import { DOWNLOAD_LIMIT } from '@cadenza/settings';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { SendToRenderer } from '../ipc/ipc-main';
import { fetchCoverArt } from './cover-art';
import { availablePath, temporaryPath } from './download-paths';
import type { DownloadRecords } from './download-records';
import type { DownloadSettings } from './download-settings';
import type { FetchProgress } from './fetch-to-file';
import { writeId3Tags } from './id3-tags';
import { fetchResumable } from './resumable-fetch';

/** After a request is taken, further requests are refused as busy for this long (spec §4). */
export const DOWNLOAD_LOCK_MS = 2_000;
/** A finished (or failed) download stays in the list this long, then is forgotten (spec §4). */
export const DOWNLOAD_FORGET_MS = 5_000;
/** Downloads that run at the same time; the rest wait their turn. */
export const MAX_CONCURRENT_DOWNLOADS = 3;
/** A download that receives nothing for this long fails. */
export const DOWNLOAD_IDLE_TIMEOUT_MS = 30_000;
/** Without a size, progress is reported at most once per this many bytes. */
const UNSIZED_PROGRESS_STEP = 256 * 1024;

/** What the manager needs from the rest of main. */
export interface DownloadManagerDeps {
  /** The download folder and cap setting, read at every request. */
  settings(): Promise<DownloadSettings>;
  records: DownloadRecords;
  send: SendToRenderer;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  log?: (message: string) => void;
  maxConcurrent?: number;
  idleTimeoutMs?: number;
  /**
   * A fresh link to the request's song, asked for the way the page asked for the first one.
   * Without it a download whose link expires fails.
   */
  renewUrl?: (request: DownloadRequest, signal?: AbortSignal) => Promise<string>;
}

/** The download manager of main (spec §4 "Downloads"). */
export interface DownloadManager {
  queue(requests: readonly DownloadRequest[]): Promise<DownloadQueueResult>;
  /** The downloads running or waiting, and those that ended in the last 5 s. */
  list(): DownloadItem[];
  /** Aborts every download (their partial files are deleted) and forgets the timers. */
  dispose(): Promise<void>;
}

interface Job {
  request: DownloadRequest;
  folder: string;
  item: DownloadItem;
  forget?: ReturnType<typeof setTimeout>;
  done?: Promise<void>;
}

const refused = (outcome: DownloadQueueResult['outcome']): DownloadQueueResult => ({
  outcome,
  queued: [],
  duplicates: [],
});

/**
 * Queues downloads and runs them a few at a time: each streams to a temporary file (through a
 * lost connection or an expired link it continues from the byte it reached), is tagged
 * (MP3: title, artists, album, cover, lyrics) and only then renamed to its final name, so a
 * half-written file never looks finished; then it is recorded and announced. A name is active
 * from queueing until it completes or fails, and a second request for an active name is
 * ignored. Requests are refused while no folder is chosen, during the lock after the last one,
 * and when they would pass the cap.
 */
export function createDownloadManager(deps: DownloadManagerDeps): DownloadManager {
  const fetch = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message: string) => console.warn(`Cadenza downloads: ${message}`));
  const maxConcurrent = deps.maxConcurrent ?? MAX_CONCURRENT_DOWNLOADS;
  const idleTimeoutMs = deps.idleTimeoutMs ?? DOWNLOAD_IDLE_TIMEOUT_MS;
  const jobs = new Map<string, Job>();
  const waiting: Job[] = [];
  const stopping = new AbortController();
  let running = 0;
  let lockedUntil = Number.NEGATIVE_INFINITY;

  const isActive = (filename: string) => jobs.get(filename)?.item.status === 'downloading';
  const activeCount = () =>
    [...jobs.values()].filter((job) => job.item.status === 'downloading').length;
  const announce = (job: Job) => deps.send('music-download-progress', { ...job.item });

  const forgetLater = (job: Job) => {
    job.forget = setTimeout(() => {
      if (jobs.get(job.item.filename) !== job) return;
      jobs.delete(job.item.filename);
      deps.send('music-download-removed', { filename: job.item.filename });
    }, DOWNLOAD_FORGET_MS);
    job.forget.unref?.();
  };

  const progressOf = (job: Job, { loaded, total }: FetchProgress) => {
    const previous = job.item;
    // 99 at most until the file is tagged and in place: 100 means finished.
    const progress = total === null ? null : Math.min(99, Math.floor((loaded * 100) / total));
    job.item = { ...previous, loaded, total, progress };
    const changed =
      progress === null
        ? loaded === 0 || loaded - previous.loaded >= UNSIZED_PROGRESS_STEP
        : progress !== previous.progress || previous.total !== total;
    if (changed) announce(job);
  };

  const finish = async (job: Job, temp: string): Promise<DownloadRecord> => {
    const { request, folder } = job;
    if (request.type === 'mp3') {
      const cover = await fetchCoverArt(request.songInfo.picUrl, fetch, (reason) =>
        log(`no cover for "${request.filename}": ${reason}`),
      );
      await writeId3Tags(temp, request.songInfo, cover);
    }
    const filePath = await availablePath(folder, request.filename, request.type);
    await rename(temp, filePath);
    const { size } = await stat(filePath);
    const record: DownloadRecord = {
      id: randomUUID(),
      filename: request.filename,
      filePath,
      songId: request.songInfo.id,
      songName: request.songInfo.name,
      artist: job.item.artist,
      album: request.songInfo.album,
      picUrl: request.songInfo.picUrl,
      size,
      downloadedAt: now(),
    };
    await deps.records.add(record);
    return record;
  };

  const run = async (job: Job) => {
    const { request, folder } = job;
    const temp = temporaryPath(folder, request.filename, request.type);
    try {
      await mkdir(folder, { recursive: true });
      const { renewUrl } = deps;
      await fetchResumable({
        url: request.url,
        file: temp,
        fetch,
        idleTimeoutMs,
        signal: stopping.signal,
        onProgress: (progress) => progressOf(job, progress),
        ...(renewUrl ? { renewUrl: (signal) => renewUrl(request, signal) } : {}),
        log: (message) => log(`"${request.filename}": ${message}`),
      });
      const record = await finish(job, temp);
      job.item = { ...job.item, status: 'completed', progress: 100, loaded: record.size };
      announce(job);
      deps.send('music-download-complete', { filename: request.filename, record });
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      const message = error instanceof Error ? error.message : String(error);
      log(`"${request.filename}" failed: ${message}`);
      job.item = { ...job.item, status: 'failed' };
      announce(job);
      deps.send('music-download-error', { filename: request.filename, error: message });
    }
    forgetLater(job);
  };

  const pump = () => {
    while (running < maxConcurrent && waiting.length > 0 && !stopping.signal.aborted) {
      const job = waiting.shift();
      if (!job) break;
      running += 1;
      job.done = run(job).finally(() => {
        running -= 1;
        pump();
      });
    }
  };

  return {
    async queue(requests) {
      const { downloadPath, unlimitedDownload } = await deps.settings();
      // No await from here on: the lock is checked and taken in one step.
      if (downloadPath === '') return refused('no-path');
      if (now() < lockedUntil) return refused('busy');
      const duplicates: string[] = [];
      const fresh: DownloadRequest[] = [];
      for (const request of requests) {
        const taken =
          isActive(request.filename) || fresh.some((other) => other.filename === request.filename);
        if (taken) duplicates.push(request.filename);
        else fresh.push(request);
      }
      if (!unlimitedDownload && activeCount() + fresh.length > DOWNLOAD_LIMIT) {
        return refused('limit');
      }
      lockedUntil = now() + DOWNLOAD_LOCK_MS;
      for (const request of fresh) {
        // A name that ended moments ago is replaced by the new download of it.
        const ended = jobs.get(request.filename);
        if (ended) clearTimeout(ended.forget);
        const job: Job = {
          request,
          folder: downloadPath,
          item: {
            filename: request.filename,
            songName: request.songInfo.name,
            artist: request.songInfo.artists.join(', '),
            status: 'downloading',
            progress: 0,
            loaded: 0,
            total: null,
          },
        };
        jobs.set(request.filename, job);
        waiting.push(job);
        announce(job);
      }
      pump();
      return { outcome: 'queued', queued: fresh.map((request) => request.filename), duplicates };
    },
    list: () => [...jobs.values()].map((job) => ({ ...job.item })),
    async dispose() {
      waiting.length = 0;
      stopping.abort(new Error('the app is quitting'));
      const running = [...jobs.values()].map((job) => job.done);
      await Promise.allSettled(running);
      for (const job of jobs.values()) clearTimeout(job.forget);
      jobs.clear();
    },
  };
}
