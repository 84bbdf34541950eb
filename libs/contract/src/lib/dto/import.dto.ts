import { z } from 'zod';
import { neteaseIdSchema, neteaseOkCodeSchema } from './netease-common.dto';

// Playlist import (upstream contract §3.11; the client's expectations, Electron only).

/** The states of an import task, as `/playlist/import/task/status` reports them. */
export const IMPORT_TASK_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETE', 'FAILED'] as const;

/** An import task state: guarantees one of {@link IMPORT_TASK_STATUSES}. */
export const importTaskStatusSchema = z.enum(IMPORT_TASK_STATUSES);

/** One import task state. */
export type ImportTaskStatus = z.infer<typeof importTaskStatusSchema>;

/**
 * `POST /playlist/import/name/task/create`: guarantees `code === 200` and a numeric
 * `data.taskId` (later polled with `/playlist/import/task/status?id`).
 */
export const playlistImportCreateDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  message: z.string().nullable().optional(),
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
    taskId: neteaseIdSchema.optional(),
    status: importTaskStatusSchema.extract(['PENDING', 'PROCESSING']),
    succCount: z.number().int().nonnegative().optional(),
    msg: z.string().optional(),
  }),
  z.object({
    taskId: neteaseIdSchema.optional(),
    status: importTaskStatusSchema.extract(['COMPLETE']),
    succCount: z.number().int().nonnegative(),
    msg: z.string().optional(),
  }),
  z.object({
    taskId: neteaseIdSchema.optional(),
    status: importTaskStatusSchema.extract(['FAILED']),
    succCount: z.number().int().nonnegative().optional(),
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
    tasks: z.array(importTaskDtoSchema).min(1),
  }),
});

/** The wire shape of the import status answer. */
export type PlaylistImportStatusDto = z.infer<typeof playlistImportStatusDtoSchema>;
