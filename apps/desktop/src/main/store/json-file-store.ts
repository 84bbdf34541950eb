import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A JSON document store in the app's data folder: one file per key. */
export interface JsonFileStore {
  /** The stored value, or null when there is none. Corrupt files read as null and are reported. */
  read(key: string): Promise<unknown>;
  /** Writes atomically (temporary file, then rename), so a crash never leaves half a file. */
  write(key: string, value: unknown): Promise<void>;
}

/** Creates a store under `dataDir`; `onCorrupt` hears about unreadable files. */
export function createJsonFileStore(
  dataDir: string,
  onCorrupt: (key: string, error: unknown) => void = () => undefined,
): JsonFileStore {
  const pathOf = (key: string) => {
    if (!/^[a-z][a-z0-9-]*$/.test(key)) throw new Error(`invalid store key "${key}"`);
    return join(dataDir, `${key}.json`);
  };
  return {
    async read(key) {
      let text: string;
      try {
        text = await readFile(pathOf(key), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        onCorrupt(key, error);
        return null;
      }
    },
    async write(key, value) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, 'utf8');
      await rename(temporary, path);
    },
  };
}
