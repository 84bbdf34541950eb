import type { DownloadFileOutcome, DownloadRecordList } from '../../ipc/downloads.contract';
import type { Shell } from 'electron';
import { unlink } from 'node:fs/promises';
import { fileExists } from './download-paths';
import type { DownloadRecords } from './download-records';

/** What the downloaded tab does to recorded files. */
export interface DownloadedFiles {
  /** The records, after dropping those whose file is gone (named in `missing`). */
  list(): Promise<DownloadRecordList>;
  delete(recordId: string): Promise<DownloadFileOutcome>;
  show(recordId: string): Promise<DownloadFileOutcome>;
}

/**
 * The records' files. Only recorded paths are touched: the page names a record, never a path.
 * A file that is gone takes its record with it ('File not found or moved, removed from
 * records'); a file that cannot be deleted loses its record all the same ('Failed to delete
 * file, but removed from records').
 */
export function createDownloadedFiles(
  records: DownloadRecords,
  shell: Pick<Shell, 'showItemInFolder'>,
): DownloadedFiles {
  const find = async (recordId: string) =>
    (await records.list()).find((record) => record.id === recordId);

  return {
    async list() {
      const all = await records.list();
      const present = await Promise.all(all.map((record) => fileExists(record.filePath)));
      const gone = all.filter((_, index) => !present[index]);
      if (gone.length > 0) await records.remove(gone.map((record) => record.id));
      return {
        records: all.filter((_, index) => present[index]),
        missing: gone.map((record) => record.filename),
        resetKeptAs: records.takeResetNotice(),
      };
    },
    async delete(recordId) {
      const record = await find(recordId);
      if (!record) return 'missing';
      let outcome: DownloadFileOutcome = 'done';
      try {
        await unlink(record.filePath);
      } catch (error) {
        outcome = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'delete-failed';
      }
      await records.remove([record.id]);
      return outcome;
    },
    async show(recordId) {
      const record = await find(recordId);
      if (!record || !(await fileExists(record.filePath))) {
        if (record) await records.remove([record.id]);
        return 'missing';
      }
      shell.showItemInFolder(record.filePath);
      return 'done';
    },
  };
}
