/** What a 206 answer says it carries: bytes `start`..`end` (inclusive) of a file of `total`. */
export interface ContentRange {
  start: number;
  end: number;
  /** The whole file's size; null when the server wrote `*` (unknown). */
  total: number | null;
}

const BYTE_RANGE = /^bytes\s+(\d+)-(\d+)\/(\d+|\*)$/i;

/**
 * Reads a `Content-Range` header of a 206 (`bytes 1000-4999/5000`). Null when it is missing,
 * malformed or impossible (end before start, end past the total): such an answer cannot be
 * placed in the file, so it is never appended.
 */
export function parseContentRange(header: string | null): ContentRange | null {
  const match = BYTE_RANGE.exec(header?.trim() ?? '');
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  const total = match[3] === '*' ? null : Number(match[3]);
  const safe = [start, end, total ?? 0].every(Number.isSafeInteger);
  if (!safe || end < start || (total !== null && end >= total)) return null;
  return { start, end, total };
}
