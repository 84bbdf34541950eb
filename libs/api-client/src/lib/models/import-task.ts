import type { ImportTaskStatus } from '@cadenza/contract';

/** A playlist import task. */
export interface ImportTask {
  taskId: number;
  status: ImportTaskStatus;
  /** Songs imported (`COMPLETE`). */
  succCount: number | null;
  /** Why it failed (`FAILED`). */
  message: string | null;
}

/** A started import. */
export interface CreatedImportTask {
  taskId: number;
}
