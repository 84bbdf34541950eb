import type { DownloadRecord } from '../../ipc/downloads.contract';
import { basename } from 'node:path';
import { z } from 'zod/mini';
import { CorruptStoreError, type JsonFileStore } from '../store/json-file-store';

/** The store key of the records document. */
export const DOWNLOAD_RECORDS_KEY = 'downloads';

const recordSchema = z.object({
  id: z.string(),
  filename: z.string(),
  filePath: z.string(),
  songId: z.union([z.number(), z.string()]),
  songName: z.string(),
  artist: z.string(),
  album: z.nullable(z.string()),
  picUrl: z.nullable(z.string()),
  size: z.number(),
  downloadedAt: z.number(),
});

const documentSchema = z.object({ version: z.literal(1), records: z.array(recordSchema) });

/** The finished downloads, kept in main's store (newest first). */
export interface DownloadRecords {
  list(): Promise<DownloadRecord[]>;
  /** Adds a record; one for the same file replaces it. */
  add(record: DownloadRecord): Promise<void>;
  /** Removes records by id; resolves with those it removed. */
  remove(ids: readonly string[]): Promise<DownloadRecord[]>;
  clear(): Promise<void>;
  /**
   * The name (in the app's data folder) under which unreadable records were kept aside, once:
   * the first caller after the reset hears it (to tell the listener), later ones get null.
   */
  takeResetNotice(): string | null;
}

/**
 * The records in the JSON store under `downloads`. A file that is not JSON is moved aside by the
 * store; a document of the wrong shape is copied aside here (as `downloads-invalid-<time>`);
 * either way the records start empty and the first listing says where the old ones are.
 */
export function createDownloadRecords(
  store: JsonFileStore,
  now: () => number = Date.now,
): DownloadRecords {
  let loaded: Promise<DownloadRecord[]> | undefined;
  let resetNotice: string | null = null;
  // Every change runs after the one before, so concurrent completions never lose a record.
  let queue: Promise<unknown> = Promise.resolve();

  const load = async (): Promise<DownloadRecord[]> => {
    let stored: unknown;
    try {
      stored = await store.read(DOWNLOAD_RECORDS_KEY);
    } catch (error) {
      if (!(error instanceof CorruptStoreError)) throw error;
      resetNotice = basename(error.keptAs);
      await store.write(DOWNLOAD_RECORDS_KEY, { version: 1, records: [] });
      return [];
    }
    if (stored === null) return [];
    const parsed = documentSchema.safeParse(stored);
    if (parsed.success) return parsed.data.records;
    const keptAs = `${DOWNLOAD_RECORDS_KEY}-invalid-${now()}`;
    await store.write(keptAs, stored);
    await store.write(DOWNLOAD_RECORDS_KEY, { version: 1, records: [] });
    resetNotice = `${keptAs}.json`;
    return [];
  };
  const records = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const change = <T>(apply: (current: DownloadRecord[]) => [DownloadRecord[], T]) => {
    const next = queue.then(async () => {
      const [updated, result] = apply(await records());
      await store.write(DOWNLOAD_RECORDS_KEY, { version: 1, records: updated });
      loaded = Promise.resolve(updated);
      return result;
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    list: async () => {
      await queue;
      return [...(await records())];
    },
    add: (record) =>
      change((current) => [
        [record, ...current.filter((kept) => kept.filePath !== record.filePath)],
        undefined,
      ]),
    remove: (ids) =>
      change((current) => [
        current.filter((record) => !ids.includes(record.id)),
        current.filter((record) => ids.includes(record.id)),
      ]),
    clear: () => change(() => [[], undefined]),
    takeResetNotice: () => {
      const notice = resetNotice;
      resetNotice = null;
      return notice;
    },
  };
}
