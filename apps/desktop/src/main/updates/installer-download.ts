import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import type { SendToRenderer } from '../ipc/ipc-main';
import { proxiedUrl } from '@cadenza/updater';
import type { Fetch } from './fetch-ports';
import { installerFileName, sha256OfFile } from './installer-file';
import type { ExpectedInstaller } from './update-checker';

/** A download that receives nothing for this long is dropped (a dead connection never ends). */
export const DOWNLOAD_STALL_TIMEOUT_MS = 30_000;
/** No installer is bigger (the reference's are about 100–200 MB); a larger body is refused. */
export const MAX_INSTALLER_BYTES = 1024 ** 3;
/** Progress of a download of unknown size is sent at most this often. */
export const PROGRESS_INTERVAL_MS = 200;

/** What {@link createInstallerDownloader} needs. */
export interface InstallerDownloaderDeps {
  /** Where installers are saved (a folder of the app's own). */
  dir: string;
  fetch: Fetch;
  send: SendToRenderer;
  isAllowedUrl: (url: string) => boolean;
  /** The size and digest the release gives for a URL, checked when present. */
  expected: (url: string) => ExpectedInstaller | null;
  log: (message: string, error?: unknown) => void;
  /**
   * Mirrors of the release host (the proxy nodes), tried in order when the host cannot be
   * reached. Only for an installer whose digest the release gives: a mirror's file is kept only
   * if it is the release's, byte for byte.
   */
  mirrors?: InstallerMirrors;
  now?: () => number;
  stallTimeoutMs?: number;
}

/** Where an installer can come from besides the release host. */
export interface InstallerMirrors {
  /** The mirrors' addresses, fastest first; an installer URL is fetched as `<mirror>/<url>`. */
  urls(): Promise<readonly string[]>;
  /** Whether a mirror's address (and where it redirects) may be used: https only. */
  isAllowedUrl(url: string): boolean;
}

/** Streams one installer at a time to disk, telling the page how far it is and how it ended. */
export interface InstallerDownloader {
  /** Resolves once the server answered with a body; rejects when the download cannot start. */
  start(url: string): Promise<void>;
  readonly running: boolean;
  /** The absolute path of `filePath` when it is an installer this downloader finished, unchanged. */
  verify(filePath: unknown): Promise<string | null>;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A `Content-Length` header as a byte count; null when absent or not a whole number. */
function contentLength(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** Creates the downloader (spec §4: prepare download, downloading with progress, then done). */
export function createInstallerDownloader(deps: InstallerDownloaderDeps): InstallerDownloader {
  const now = deps.now ?? Date.now;
  const stallMs = deps.stallTimeoutMs ?? DOWNLOAD_STALL_TIMEOUT_MS;
  const finished = new Map<string, string>();
  let running = false;

  async function receive(
    url: string,
    body: NodeWebReadableStream<Uint8Array>,
    sizes: { total: number | null; header: number | null; expected: ExpectedInstaller | null },
    stall: { reset(): void; clear(): void },
  ): Promise<void> {
    const finalPath = join(deps.dir, installerFileName(url));
    const partPath = `${finalPath}.part`;
    const hash = createHash('sha256');
    let bytes = 0;
    let lastPercent = -1;
    let lastSentAt = 0;
    const progress = (force: boolean) => {
      const percent = sizes.total ? Math.min(100, Math.floor((bytes * 100) / sizes.total)) : 0;
      const due = sizes.total
        ? percent !== lastPercent
        : now() - lastSentAt >= PROGRESS_INTERVAL_MS;
      if (!force && !due) return;
      lastPercent = percent;
      lastSentAt = now();
      deps.send('download-progress', { percent, bytes, totalBytes: sizes.total });
    };
    const limit = sizes.total ?? MAX_INSTALLER_BYTES;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        stall.reset();
        bytes += chunk.byteLength;
        if (bytes > limit) {
          callback(new Error(`the installer is larger than ${limit} bytes`));
          return;
        }
        hash.update(chunk);
        progress(false);
        callback(null, chunk);
      },
    });
    try {
      await mkdir(deps.dir, { recursive: true });
      progress(true);
      await pipeline(Readable.fromWeb(body), counter, createWriteStream(partPath));
      if (sizes.header !== null && bytes !== sizes.header) {
        throw new Error(`received ${bytes} of ${sizes.header} bytes`);
      }
      if (sizes.expected?.size != null && bytes !== sizes.expected.size) {
        throw new Error(`received ${bytes} bytes, the release says ${sizes.expected.size}`);
      }
      const digest = hash.digest('hex');
      if (sizes.expected?.sha256 && digest !== sizes.expected.sha256) {
        throw new Error('the installer does not match the checksum of the release');
      }
      await rename(partPath, finalPath);
      finished.set(resolve(finalPath), digest);
      if (sizes.total === null)
        deps.send('download-progress', { percent: 100, bytes, totalBytes: bytes });
      deps.send('download-complete', { ok: true, filePath: resolve(finalPath) });
    } catch (error) {
      deps.log(`the update download from ${url} failed`, error);
      await rm(partPath, { force: true }).catch(() => undefined);
      deps.send('download-complete', { ok: false, error: errorText(error) });
    } finally {
      stall.clear();
      running = false;
    }
  }

  return {
    get running() {
      return running;
    },
    async start(url) {
      if (typeof url !== 'string' || !deps.isAllowedUrl(url)) {
        throw new InvalidIpcArgumentError('an installer is downloaded over https only');
      }
      if (running) throw new Error('an update download is already running');
      running = true;
      let controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stall = {
        reset() {
          clearTimeout(timer);
          timer = setTimeout(
            () => controller.abort(new Error(`no data for ${stallMs} ms`)),
            stallMs,
          );
        },
        clear: () => clearTimeout(timer),
      };
      /** One try at `from`: a fresh abort signal, the stall timer running, an answer with a body. */
      const open = async (from: string, isAllowed: (url: string) => boolean) => {
        controller = new AbortController();
        stall.reset();
        const response = await deps.fetch(from, {
          signal: controller.signal,
          // Sizes and digests are of the file itself, not of a compressed transfer.
          headers: { 'accept-encoding': 'identity', 'user-agent': 'Cadenza-desktop' },
        });
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        // A redirect (GitHub sends one to its file host) must not leave https either.
        if (!isAllowed(response.url)) throw new Error('redirected off https');
        return response;
      };
      /** The release host, else (for a digest-checked installer) each mirror in turn. */
      const openAnywhere = async () => {
        try {
          return await open(url, deps.isAllowedUrl);
        } catch (direct) {
          const mirrors = deps.mirrors;
          if (!mirrors || !deps.expected(url)?.sha256) throw direct;
          deps.log(`the release host did not answer for ${url}; trying its mirrors`, direct);
          for (const mirror of await mirrors.urls()) {
            const through = proxiedUrl(mirror, url);
            if (!mirrors.isAllowedUrl(through)) continue;
            try {
              return await open(through, mirrors.isAllowedUrl);
            } catch (error) {
              deps.log(`the mirror ${mirror} did not answer`, error);
            }
          }
          throw direct;
        }
      };
      try {
        const response = await openAnywhere();
        const header = contentLength(response.headers.get('content-length'));
        const expected = deps.expected(url);
        const total = expected?.size ?? header;
        if (total !== null && total > MAX_INSTALLER_BYTES) {
          throw new Error(`the installer is larger than ${MAX_INSTALLER_BYTES} bytes`);
        }
        const body = response.body as unknown as NodeWebReadableStream<Uint8Array>;
        void receive(url, body, { total, header, expected }, stall);
      } catch (error) {
        stall.clear();
        controller.abort();
        running = false;
        deps.log(`the update download from ${url} did not start`, error);
        throw error;
      }
    },
    async verify(filePath) {
      if (typeof filePath !== 'string' || !isAbsolute(filePath)) return null;
      const path = resolve(filePath);
      const digest = finished.get(path);
      if (digest === undefined) return null;
      const current = await sha256OfFile(path).catch(() => null);
      return current === digest ? path : null;
    },
  };
}
