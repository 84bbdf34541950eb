import { z } from 'zod/mini';

/** The parts a download file name is built from (spec §3): song name, artist names, album name. */
export const FILE_NAME_PARTS = ['name', 'artist', 'album'] as const;

/** One part of a download file name. */
export type FileNamePart = (typeof FILE_NAME_PARTS)[number];

/**
 * The separators of spec §9 and the text each puts between parts: `dash` → `' - '` (spaced, the
 * usual "Song - Artist"), `underscore` → `'_'`, `space` → `' '`.
 */
export const FILE_NAME_SEPARATORS = { dash: ' - ', underscore: '_', space: ' ' } as const;

/** One separator name. */
export type FileNameSeparator = keyof typeof FILE_NAME_SEPARATORS;

/** The download file name format: the parts in order (each at most once) and a separator. */
export const downloadFileNameFormatSchema = z.object({
  order: z.array(z.enum(FILE_NAME_PARTS)).check(
    z.minLength(1),
    z.refine((order) => new Set(order).size === order.length, 'a part is listed twice'),
  ),
  separator: z.enum(['dash', 'underscore', 'space']),
});

/** The download file name format. */
export type DownloadFileNameFormat = z.infer<typeof downloadFileNameFormatSchema>;

/** What the file name is made of. */
export interface DownloadFileNameSong {
  name: string;
  artists: readonly string[];
  album?: string | null;
}

/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const RESERVED_WINDOWS_NAME = /^(?:con|prn|aux|nul|com\d|lpt\d)(?:\..*)?$/i;
/** Leaves room for an extension and a " (2)" suffix within the common 255-byte limit. */
const MAX_LENGTH = 200;

/**
 * Makes text safe as a file name: unsafe characters become `_`, runs of blanks one space,
 * trailing dots and blanks go (Windows drops them), a reserved Windows device name gets a `_`
 * prefix, and the result is cut to 200 characters.
 */
export function sanitizeFileName(text: string): string {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .replace(UNSAFE, '_')
    .trim()
    .replace(/[. ]+$/, '');
  const safe = RESERVED_WINDOWS_NAME.test(cleaned) ? `_${cleaned}` : cleaned;
  return [...safe].slice(0, MAX_LENGTH).join('').trim();
}

/**
 * The file name (without extension) of a download: the chosen parts in order, joined by the
 * separator. Artists are joined with `, `; empty parts are left out, so a song without an album
 * never ends in a dangling separator. Gives `fallback` when nothing is left.
 */
export function formatDownloadFileName(
  song: DownloadFileNameSong,
  format: DownloadFileNameFormat,
  fallback = 'untitled',
): string {
  const values: Record<FileNamePart, string> = {
    name: song.name,
    artist: song.artists
      .map((artist) => artist.trim())
      .filter(Boolean)
      .join(', '),
    album: song.album ?? '',
  };
  const parts = format.order
    .map((part) => sanitizeFileName(values[part]))
    .filter((part) => part !== '');
  const name = sanitizeFileName(parts.join(FILE_NAME_SEPARATORS[format.separator]));
  return name === '' ? fallback : name;
}
