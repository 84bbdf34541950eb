import { open, type FileHandle } from 'node:fs/promises';
import { parseContentRange } from './content-range';

/** Bytes received so far and the size the server announced (null when it did not). */
export interface FetchProgress {
  loaded: number;
  total: number | null;
}

/** Options of {@link fetchToFile}. */
export interface FetchToFileOptions {
  url: string;
  /** Where the bytes go (created or replaced; continued when `from` is set). */
  file: string;
  fetch: typeof globalThis.fetch;
  /**
   * Bytes `file` already holds of the song: the rest is asked for (`Range: bytes=<from>-`) and
   * written after them. 0 (the default) starts the file anew.
   */
  from?: number;
  /** The size announced when those bytes came: a continuation must be of a file this size. */
  total?: number | null;
  /** Called after every chunk written, with the bytes the file holds. */
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
 * The connection failed, or ended, before the whole file arrived. `progress` is what the file
 * holds now (every byte counted was written), so a continuation can start there.
 */
export class DownloadInterruptedError extends Error {
  constructor(
    readonly progress: FetchProgress,
    cause?: unknown,
  ) {
    super(
      progress.total === null
        ? `the connection ended after ${progress.loaded} bytes`
        : `received ${progress.loaded} of ${progress.total} bytes`,
      { cause },
    );
    this.name = 'DownloadInterruptedError';
  }
}

/**
 * A continuation was answered with bytes that do not follow the file's: another start, another
 * size, a range the server cannot satisfy. Nothing of the answer was written.
 */
export class DownloadRangeMismatchError extends Error {
  constructor(detail: string) {
    super(`the continuation does not fit the partial file: ${detail}`);
    this.name = 'DownloadRangeMismatchError';
  }
}

/** Where an answer's bytes go in the file, and the file's size. */
interface Placement {
  offset: number;
  total: number | null;
}

const sizeOf = (response: Response): number | null => {
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  return Number.isSafeInteger(length) && length > 0 ? length : null;
};

/**
 * Decides where an answer's bytes belong. A 200 is the whole file, from byte 0 (asked for a
 * continuation, the server starts over). A 206 continues the file only when its range starts at
 * `from` and its file is `total` bytes: bytes of another version are never appended.
 */
function placementOf(response: Response, from: number, total: number | null): Placement {
  if (from > 0 && response.status === 416) {
    throw new DownloadRangeMismatchError('the server cannot satisfy the range');
  }
  if (!response.ok || !response.body) throw new DownloadHttpError(response.status);
  if (response.status !== 206) return { offset: 0, total: sizeOf(response) };
  const range = parseContentRange(response.headers.get('content-range'));
  const fits = range !== null && range.start === from && (from === 0 || range.total === total);
  if (fits) return { offset: from, total: range.total };
  const said = response.headers.get('content-range') ?? 'no Content-Range';
  // Unasked-for parts (a 206 to a request without Range) fit nowhere: that server is broken.
  if (from === 0) throw new Error(`the server answered part of the file unasked (${said})`);
  throw new DownloadRangeMismatchError(`asked from byte ${from} of ${total}, got ${said}`);
}

/** Opens `file` for writing at `offset`: replaced from 0, or cut to `offset` and continued. */
async function openAt(file: string, offset: number): Promise<FileHandle> {
  if (offset === 0) return open(file, 'w');
  const handle = await open(file, 'r+');
  await handle.truncate(offset);
  return handle;
}

/**
 * Streams `url` into `file`, reporting progress per chunk, or continues a partial `file` from
 * byte `from`. A chunk is counted once it is written, so a failure leaves the file holding
 * exactly the bytes reported. A server error, a stall or an abort rejects; a body cut short or
 * a connection lost rejects with {@link DownloadInterruptedError}, a continuation that does not
 * fit with {@link DownloadRangeMismatchError}. What was written stays for the caller (it is a
 * temporary name).
 */
export async function fetchToFile({
  url,
  file,
  fetch,
  from = 0,
  total = null,
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
  // Whatever the file holds when the connection fails: the bytes before `from` until the answer
  // says where its own go.
  const progress: FetchProgress = { loaded: from, total };
  try {
    if (signal?.aborted) throw signal.reason;
    resetIdle();
    const response = await fetch(url, {
      signal: controller.signal,
      redirect: 'follow',
      ...(from > 0 ? { headers: { range: `bytes=${from}-` } } : {}),
    }).catch((error: unknown) => {
      // A continuation that cannot connect is a lost connection like any other; a first request
      // that cannot connect fails as it always did.
      throw from > 0 ? new DownloadInterruptedError({ ...progress }, error) : error;
    });
    const body = response.body;
    let placement: Placement;
    try {
      placement = placementOf(response, from, total);
    } catch (error) {
      await body?.cancel().catch(() => undefined);
      throw error;
    }
    // Placed, so it has a body: a body-less answer was refused as an HTTP error.
    await receive(body as ReadableStream<Uint8Array>, file, placement, progress, () => {
      resetIdle();
      onProgress({ ...progress });
    });
    if (progress.total !== null && progress.loaded !== progress.total) {
      throw new DownloadInterruptedError({ ...progress });
    }
    return progress;
  } catch (error) {
    // An abort surfaces as an AbortError or a lost connection; say why it was aborted instead.
    throw controller.signal.aborted && controller.signal.reason instanceof Error
      ? controller.signal.reason
      : error;
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener('abort', abortFromOutside);
  }
}

/**
 * Writes `body` into `file` at the placement, updating `progress` after each write. A failure
 * to read is the connection's ({@link DownloadInterruptedError}); a failure to write is the
 * disk's and is thrown as it is.
 */
async function receive(
  body: ReadableStream<Uint8Array>,
  file: string,
  { offset, total }: Placement,
  progress: FetchProgress,
  onChunk: () => void,
): Promise<void> {
  const reader = body.getReader();
  let handle: FileHandle | undefined;
  let done = false;
  try {
    handle = await openAt(file, offset);
    progress.loaded = offset;
    progress.total = total;
    onChunk();
    while (!done) {
      const next = await reader.read().catch((error: unknown) => {
        done = true;
        throw new DownloadInterruptedError({ ...progress }, error);
      });
      if (next.done) {
        done = true;
        break;
      }
      await handle.write(next.value, 0, next.value.length, progress.loaded);
      progress.loaded += next.value.length;
      onChunk();
    }
  } finally {
    // A write that failed leaves the answer unread: let its connection go.
    if (!done) await reader.cancel().catch(() => undefined);
    await handle?.close();
  }
}
