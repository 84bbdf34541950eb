import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where a download is written until it is finished and tagged: a hidden `.part` file beside its
 * final name (same folder, so the rename that finishes it is atomic), unique per download.
 */
export function temporaryPath(folder: string, filename: string, extension: string): string {
  return join(folder, `.${filename}.${extension}.${randomUUID().slice(0, 8)}.part`);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path a finished download takes: `name.ext`, or `name (2).ext`, `name (3).ext`… when a
 * file of that name is already there (a download never replaces a file it did not write).
 */
export async function availablePath(
  folder: string,
  filename: string,
  extension: string,
): Promise<string> {
  for (let copy = 1; ; copy += 1) {
    const name = copy === 1 ? filename : `${filename} (${copy})`;
    const path = join(folder, `${name}.${extension}`);
    if (!(await exists(path))) return path;
  }
}

/** Whether a file is still where a record says it is. */
export const fileExists = exists;
