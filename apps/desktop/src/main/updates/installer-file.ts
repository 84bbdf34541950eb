import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** The longest installer file name kept (long enough for any release's naming). */
const MAX_FILE_NAME_LENGTH = 150;

/**
 * The file name an installer is saved under: the last segment of its URL, decoded, with anything
 * but letters, digits and `._ ()+-` replaced, no leading dot, the extension kept (the install
 * step goes by it). `cadenza-update` when nothing is left.
 */
export function installerFileName(url: string): string {
  let last = '';
  try {
    last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    // a malformed escape: fall back to the default name
  }
  const safe = last
    .replace(/[^A-Za-z0-9._ ()+-]/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(-MAX_FILE_NAME_LENGTH);
  return safe === '' ? 'cadenza-update' : safe;
}

/** The SHA-256 of a file (lowercase hex), read as a stream. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
