import { describeIssues } from '@cadenza/contract';
import type { DownloadRequest } from '../../ipc/downloads.contract';
import { sanitizeFileName } from '@cadenza/settings';
import { z } from 'zod/mini';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';

/** Lyrics longer than this are not lyrics (a whole LRC of a long song is a few tens of KB). */
const MAX_LYRIC_LENGTH = 256 * 1024;
const MAX_TEXT_LENGTH = 1024;
const MAX_URL_LENGTH = 8 * 1024;

/** An http(s) address: main fetches it, so nothing else (no `file:`, no `data:`). */
const webUrl = z.string().check(
  z.maxLength(MAX_URL_LENGTH),
  z.refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'not an http(s) address'),
);

const text = z.string().check(z.maxLength(MAX_TEXT_LENGTH));

const songInfoSchema = z.object({
  id: z.union([z.number(), z.string().check(z.maxLength(MAX_TEXT_LENGTH))]),
  name: text,
  artists: z.array(text).check(z.maxLength(64)),
  album: z.nullable(text),
  picUrl: z.nullable(webUrl),
  lyric: z.nullable(
    z.object({
      lrc: z.string().check(z.maxLength(MAX_LYRIC_LENGTH)),
      tlyric: z.nullable(z.string().check(z.maxLength(MAX_LYRIC_LENGTH))),
    }),
  ),
});

const requestSchema = z.object({
  url: webUrl,
  // The page builds the name from the name format; main takes only a name that is already one
  // safe file name, so no request can reach outside the download folder.
  filename: z.string().check(
    z.minLength(1),
    z.refine((name) => sanitizeFileName(name) === name, 'not a safe file name'),
  ),
  songInfo: songInfoSchema,
  // The extension: letters and digits only (`mp3`, `flac`, `m4a`).
  type: z.string().check(z.regex(/^[A-Za-z0-9]{1,5}$/)),
});

/** Reads one download request from the page, or throws {@link InvalidIpcArgumentError}. */
export function parseDownloadRequest(value: unknown): DownloadRequest {
  const parsed = requestSchema.safeParse(value);
  if (!parsed.success) {
    throw new InvalidIpcArgumentError(
      `refused download request: ${describeIssues(parsed.error.issues, value)}`,
    );
  }
  return { ...parsed.data, type: parsed.data.type.toLowerCase() };
}

/** Reads a batch of requests (a non-empty list), or throws {@link InvalidIpcArgumentError}. */
export function parseDownloadRequests(value: unknown): DownloadRequest[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new InvalidIpcArgumentError('refused download batch: not a non-empty list');
  }
  return value.map(parseDownloadRequest);
}

/** A record id from the page: the ids main gives out are UUIDs. */
export function parseRecordId(value: unknown): string {
  if (typeof value !== 'string' || !/^[0-9a-f-]{36}$/.test(value)) {
    throw new InvalidIpcArgumentError('refused record id: not one main gave out');
  }
  return value;
}
