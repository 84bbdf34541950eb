/** Import task statuses the client polls for (contract §3.11). */
export type ImportStatus = 'PENDING' | 'PROCESSING' | 'COMPLETE' | 'FAILED';

/** A playlist import: it runs for a few seconds, then completes (or fails when nothing matched). */
export interface ImportTask {
  taskId: number;
  userId: number;
  createdAt: number;
  matchedSongIds: number[];
  requested: number;
  playlistId: number | null;
}

/** PENDING for the first second, PROCESSING until {@link IMPORT_DURATION_MS}, then the outcome. */
export const IMPORT_DURATION_MS = 3_000;

/** Status of a task at `nowMs`. */
export function importStatus(task: ImportTask, nowMs: number): ImportStatus {
  const elapsed = nowMs - task.createdAt;
  if (elapsed < 1_000) return 'PENDING';
  if (elapsed < IMPORT_DURATION_MS) return 'PROCESSING';
  return task.matchedSongIds.length > 0 ? 'COMPLETE' : 'FAILED';
}

/** The import tasks by id. */
export class ImportTasks {
  private readonly tasks = new Map<number, ImportTask>();
  private nextId = 1_234_567_001;

  add(task: Omit<ImportTask, 'taskId'>): ImportTask {
    const created = { ...task, taskId: this.nextId++ };
    this.tasks.set(created.taskId, created);
    return created;
  }

  get(taskId: number): ImportTask | undefined {
    return this.tasks.get(taskId);
  }

  clear(): void {
    this.tasks.clear();
  }
}
