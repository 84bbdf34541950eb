// Test-only: a fake download manager of the desktop shell, and catalogue songs to download.
import type { Song } from '@cadenza/api-client';
import { withStatus } from './fake-gateway.spec-harness';
import type {
  DownloadEvent,
  DownloadItem,
  DownloadQueueResult,
  DownloadRecord,
  DownloadRecordList,
  DownloadsPort,
} from '@cadenza/platform';

/** A download manager that records what it was asked and answers what the spec sets. */
export function fakeDownloads() {
  const listeners = new Set<(event: DownloadEvent) => void>();
  const answer: { queue: DownloadQueueResult; records: DownloadRecordList } = {
    queue: { outcome: 'queued', queued: [], duplicates: [] },
    records: { records: [], missing: [], resetKeptAs: null },
  };
  const port = {
    download: jest.fn(async (request: Parameters<DownloadsPort['download']>[0]) =>
      answer.queue.outcome === 'queued' && answer.queue.queued.length === 0
        ? { ...answer.queue, queued: [request.filename] }
        : answer.queue,
    ),
    downloadBatch: jest.fn(async (requests: Parameters<DownloadsPort['downloadBatch']>[0]) =>
      answer.queue.outcome === 'queued' && answer.queue.queued.length === 0
        ? { ...answer.queue, queued: requests.map((request) => request.filename) }
        : answer.queue,
    ),
    list: jest.fn(async (): Promise<DownloadItem[]> => []),
    records: jest.fn(async () => answer.records),
    deleteFile: jest.fn(async (): Promise<'done' | 'missing' | 'delete-failed'> => 'done'),
    showFile: jest.fn(async (): Promise<'done' | 'missing' | 'delete-failed'> => 'done'),
    clearRecords: jest.fn(async () => undefined),
    choosePath: jest.fn(async (): Promise<string | null> => '/home/me/Music'),
    openPath: jest.fn(async (): Promise<boolean> => true),
    subscribe: jest.fn((listener: (event: DownloadEvent) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    }),
  } satisfies DownloadsPort;
  return {
    port,
    answer,
    listeners,
    /** Main sends an event to the page. */
    emit: (event: DownloadEvent) => listeners.forEach((listener) => listener(event)),
  };
}

/** A catalogue song by id. */
export function catalogueSong(id: number, name = `Song ${id}`): Song {
  return {
    id,
    source: 'netease',
    name,
    artists: [
      { id: 1, name: 'Singer A' },
      { id: 2, name: 'Singer B' },
    ],
    album: { id: 9, name: 'The Album', picUrl: 'https://p1.music.126.net/cover.jpg' },
    picUrl: 'https://p1.music.126.net/cover.jpg',
    durationMs: 200_000,
    privilegeStatus: 0,
    mvId: null,
  };
}

/** A record of a finished download. */
export function downloadRecord(id: string, songName: string): DownloadRecord {
  return {
    id,
    filename: `${songName} - Singer A`,
    filePath: `/home/me/Music/${songName} - Singer A.mp3`,
    songId: 1,
    songName,
    artist: 'Singer A',
    album: 'The Album',
    picUrl: null,
    size: 3_500_000,
    downloadedAt: Date.UTC(2026, 0, 2, 3, 4),
  };
}

/** The gateway's answers to the download-URL and lyric calls (the others answer `{}`). */
export function downloadGateway(options: { url?: string | null; code?: number } = {}) {
  return (url: URL): unknown => {
    const id = Number(url.searchParams.get('id'));
    if (url.pathname.endsWith('/song/download/url/v1')) {
      if (options.code) return withStatus(options.code, { code: options.code, message: 'refused' });
      return {
        code: 200,
        data: {
          id,
          url: options.url === undefined ? `https://m701.music.126.net/${id}.mp3` : options.url,
          br: 320_000,
          size: 8_000_000,
          code: 200,
          type: 'mp3',
          freeTrialInfo: null,
        },
      };
    }
    // A listener without VIP downloads from the song's playing URL.
    if (url.pathname.endsWith('/song/url/v1')) {
      return {
        code: 200,
        data: [
          {
            id,
            url: `https://m801.music.126.net/${id}.mp3`,
            br: 320_000,
            size: 8_000_000,
            code: 200,
            type: 'mp3',
            freeTrialInfo: null,
          },
        ],
      };
    }
    if (url.pathname.endsWith('/lyric/new')) {
      return {
        code: 200,
        lrc: { version: 1, lyric: '[00:01.00]line' },
        tlyric: { version: 1, lyric: '[00:01.00]行' },
      };
    }
    return {};
  };
}
