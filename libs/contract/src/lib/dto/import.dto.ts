import { z } from 'zod/mini';
import { neteaseIdSchema, neteaseOkCodeSchema } from './netease-common.dto';

// Playlist import (upstream contract §3.11; the client's expectations, Electron only).

/** The states of an import task, as `/playlist/import/task/status` reports them. */
export const IMPORT_TASK_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETE', 'FAILED'] as const;

/** An import task state: guarantees one of {@link IMPORT_TASK_STATUSES}. */
export const importTaskStatusSchema = z.enum(IMPORT_TASK_STATUSES);

/** One import task state. */
export type ImportTaskStatus = z.infer<typeof importTaskStatusSchema>;

/** A task state limited to `statuses` (a zod/mini enum has no `.extract()`). */
function importTaskStatusOf<const S extends readonly ImportTaskStatus[]>(statuses: S) {
  return z.enum(statuses);
}

/**
 * `POST /playlist/import/name/task/create`: guarantees `code === 200` and a numeric
 * `data.taskId` (later polled with `/playlist/import/task/status?id`).
 */
export const playlistImportCreateDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  message: z.optional(z.nullable(z.string())),
  data: z.object({
    taskId: neteaseIdSchema,
  }),
});

/** The wire shape of the import create answer. */
export type PlaylistImportCreateDto = z.infer<typeof playlistImportCreateDtoSchema>;

/**
 * One import task, discriminated on `status` (one of {@link IMPORT_TASK_STATUSES}): a `COMPLETE`
 * task guarantees a numeric `succCount` and a `FAILED` task a string `msg`, since the client shows
 * them; `PENDING`/`PROCESSING` tasks guarantee only the status. Any other status is rejected.
 */
export const importTaskDtoSchema = z.discriminatedUnion('status', [
  z.object({
    taskId: z.optional(neteaseIdSchema),
    status: importTaskStatusOf(['PENDING', 'PROCESSING']),
    succCount: z.optional(z.int().check(z.nonnegative())),
    msg: z.optional(z.string()),
  }),
  z.object({
    taskId: z.optional(neteaseIdSchema),
    status: importTaskStatusOf(['COMPLETE']),
    succCount: z.int().check(z.nonnegative()),
    msg: z.optional(z.string()),
  }),
  z.object({
    taskId: z.optional(neteaseIdSchema),
    status: importTaskStatusOf(['FAILED']),
    succCount: z.optional(z.int().check(z.nonnegative())),
    msg: z.string(),
  }),
]);

/** The wire shape of an import task. */
export type ImportTaskDto = z.infer<typeof importTaskDtoSchema>;

/**
 * `GET /playlist/import/task/status?id`: guarantees `code === 200` and a non-empty
 * `data.tasks[]` (the client reads `tasks[0].status`).
 */
export const playlistImportStatusDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.object({
    tasks: z.array(importTaskDtoSchema).check(z.minLength(1)),
  }),
});

/** The wire shape of the import status answer. */
export type PlaylistImportStatusDto = z.infer<typeof playlistImportStatusDtoSchema>;
