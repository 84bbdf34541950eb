import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A JSON document store in the app's data folder: one file per key. */
export interface JsonFileStore {
  /**
   * The stored value, or null when there is none. A file that is not JSON is moved aside
   * (kept, never deleted), and every read of that key rejects with {@link CorruptStoreError}
   * until a new document is written: start-up reads it first, and the renderer, which reports it
   * to the listener and writes the repaired document, must still hear about it.
   */
  read(key: string): Promise<unknown>;
  /**
   * Writes atomically (temporary file, then rename), so a crash never leaves half a file.
   * Writes to one key run in the order they were asked for.
   */
  write(key: string, value: unknown): Promise<void>;
}

/** The stored document could not be parsed; it was kept under `keptAs`. */
export class CorruptStoreError extends Error {
  constructor(
    readonly key: string,
    readonly keptAs: string,
  ) {
    super(`stored ${key} were corrupt and have been reset (the old file is kept as ${keptAs})`);
    this.name = 'CorruptStoreError';
  }
}

/** Creates a store under `dataDir`; `onCorrupt` hears about unreadable files. */
export function createJsonFileStore(
  dataDir: string,
  onCorrupt: (key: string, error: unknown) => void = () => undefined,
): JsonFileStore {
  const writes = new Map<string, Promise<void>>();
  const corrupt = new Map<string, CorruptStoreError>();
  const pathOf = (key: string) => {
    if (!/^[a-z][a-z0-9-]*$/.test(key)) throw new Error(`invalid store key "${key}"`);
    return join(dataDir, `${key}.json`);
  };

  const writeNow = async (path: string, value: unknown) => {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    // Owner-only: the store holds the gateway's session cookie beside the settings.
    await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, {
      encoding: 'utf8',
      mode: 0o600,
    });
    await rename(temporary, path);
  };

  return {
    async read(key) {
      const path = pathOf(key);
      await writes.get(key);
      const reported = corrupt.get(key);
      if (reported) throw reported;
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch (parseError) {
        const keptAs = join(dataDir, `${key}.corrupt-${Date.now()}.json`);
        await rename(path, keptAs);
        onCorrupt(key, parseError);
        const error = new CorruptStoreError(key, keptAs);
        corrupt.set(key, error);
        throw error;
      }
    },
    async write(key, value) {
      const path = pathOf(key);
      const previous = writes.get(key) ?? Promise.resolve();
      const next = previous
        .catch(() => undefined)
        .then(() => writeNow(path, value))
        .then(() => void corrupt.delete(key));
      writes.set(key, next);
      return next;
    },
  };
}
