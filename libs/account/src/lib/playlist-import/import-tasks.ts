import type { ImportTask } from '@cadenza/api-client';
import type { KeyValueStorage } from '@cadenza/ports';
import { STORAGE_KEYS } from '@cadenza/settings';

/** The statuses a task shows (spec §4: pending, processing, success, failed, unknown). */
export type ImportTaskView = 'pending' | 'processing' | 'success' | 'failed' | 'unknown';

/** A task started on this device: what the list remembers between visits. */
export interface ImportTaskRecord {
  taskId: number;
  /** When it was started (ms since the epoch). */
  createdAt: number;
  /** Where the songs go: a new playlist's name, or null for the liked songs. */
  playlistName: string | null;
}

/** The list keeps this many tasks, newest first; older ones drop off. */
export const IMPORT_TASKS_KEPT = 50;

/** How often a task that has not ended is asked for its status. */
export const IMPORT_STATUS_POLL_MS = 2000;

/** The shown status of an answer; `unknown` when the status could not be read. */
export function importTaskView(task: ImportTask | undefined, failed: boolean): ImportTaskView {
  if (!task) return failed ? 'unknown' : 'pending';
  switch (task.status) {
    case 'PENDING':
      return 'pending';
    case 'PROCESSING':
      return 'processing';
    case 'COMPLETE':
      return 'success';
    case 'FAILED':
      return 'failed';
  }
}

/** Whether a status is final (no more polling). */
export function isFinished(view: ImportTaskView): boolean {
  return view === 'success' || view === 'failed' || view === 'unknown';
}

function isRecord(value: unknown): value is ImportTaskRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(record['taskId']) &&
    typeof record['createdAt'] === 'number' &&
    (record['playlistName'] === null || typeof record['playlistName'] === 'string')
  );
}

/**
 * The stored tasks, newest first. Unreadable storage yields an empty list and unreadable
 * entries are skipped, so one bad value never hides the others.
 */
export function loadImportTasks(storage: KeyValueStorage): ImportTaskRecord[] {
  const text = storage.getItem(STORAGE_KEYS.importTasks);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isRecord).slice(0, IMPORT_TASKS_KEPT) : [];
  } catch {
    return [];
  }
}

/** Adds a started task at the top of the stored list (a known id moves to the top). */
export function rememberImportTask(
  storage: KeyValueStorage,
  record: ImportTaskRecord,
): ImportTaskRecord[] {
  const others = loadImportTasks(storage).filter((task) => task.taskId !== record.taskId);
  const next = [record, ...others].slice(0, IMPORT_TASKS_KEPT);
  storage.setItem(STORAGE_KEYS.importTasks, JSON.stringify(next));
  return next;
}

/** Forgets every task (the list's "clear"). */
export function clearImportTasks(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.importTasks);
}
