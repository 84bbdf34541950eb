import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** Bytes received so far and the size the server announced (null when it did not). */
export interface FetchProgress {
  loaded: number;
  total: number | null;
}

/** Options of {@link fetchToFile}. */
export interface FetchToFileOptions {
  url: string;
  /** Where the bytes go (created or replaced). */
  file: string;
  fetch: typeof globalThis.fetch;
  /** Called after every chunk written. */
  onProgress(progress: FetchProgress): void;
  /** Aborts the download when no byte arrives for this long. */
  idleTimeoutMs: number;
  /** Aborts the download from outside (the app quitting). */
  signal?: AbortSignal;
}

/** The server answered, but not with the file. */
export class DownloadHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'DownloadHttpError';
  }
}

/** No byte arrived within the idle timeout. */
export class DownloadStalledError extends Error {
  constructor(idleMs: number) {
    super(`no data for ${idleMs / 1000} s`);
    this.name = 'DownloadStalledError';
  }
}

/**
 * Streams `url` into `file`, reporting progress per chunk. A server error, a body cut short of
 * its announced length, a stall or an abort rejects; what was written stays for the caller to
 * delete (it is a temporary name).
 */
export async function fetchToFile({
  url,
  file,
  fetch,
  onProgress,
  idleTimeoutMs,
  signal,
}: FetchToFileOptions): Promise<FetchProgress> {
  const controller = new AbortController();
  const abortFromOutside = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abortFromOutside, { once: true });
  let idle: ReturnType<typeof setTimeout> | undefined;
  const stalled = new DownloadStalledError(idleTimeoutMs);
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => controller.abort(stalled), idleTimeoutMs);
  };
  try {
    if (signal?.aborted) throw signal.reason;
    resetIdle();
    const response = await fetch(url, { signal: controller.signal, redirect: 'follow' });
    if (!response.ok || !response.body) throw new DownloadHttpError(response.status);
    const length = Number(response.headers.get('content-length'));
    const progress: FetchProgress = {
      loaded: 0,
      total: Number.isFinite(length) && length > 0 ? length : null,
    };
    onProgress({ ...progress });
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      async function* count(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          resetIdle();
          progress.loaded += chunk.length;
          yield chunk;
          onProgress({ ...progress });
        }
      },
      createWriteStream(file),
      { signal: controller.signal },
    );
    if (progress.total !== null && progress.loaded !== progress.total) {
      throw new Error(`received ${progress.loaded} of ${progress.total} bytes`);
    }
    return progress;
  } catch (error) {
    // An abort surfaces as an AbortError; say why it was aborted instead.
    throw controller.signal.aborted && controller.signal.reason instanceof Error
      ? controller.signal.reason
      : error;
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener('abort', abortFromOutside);
  }
}
