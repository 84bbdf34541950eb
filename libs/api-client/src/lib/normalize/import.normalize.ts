import type {
  ImportTaskDto,
  PlaylistImportCreateDto,
  PlaylistImportStatusDto,
} from '@cadenza/contract';
import type { CreatedImportTask, ImportTask } from '../models/import-task';

/** `/playlist/import/name/task/create`: the task id to poll. */
export function createdImportTaskFrom(dto: PlaylistImportCreateDto): CreatedImportTask {
  return { taskId: dto.data.taskId };
}

/** One import task; `taskId` names it when the answer does not. */
export function importTaskFrom(dto: ImportTaskDto, taskId: number): ImportTask {
  return {
    taskId: dto.taskId ?? taskId,
    status: dto.status,
    succCount: dto.status === 'COMPLETE' ? dto.succCount : null,
    message: dto.status === 'FAILED' ? dto.msg : null,
  };
}

/** `/playlist/import/task/status`: the first task (the schema guarantees one). */
export function importStatusFrom(dto: PlaylistImportStatusDto, taskId: number): ImportTask {
  const [first] = dto.data.tasks;
  return first
    ? importTaskFrom(first, taskId)
    : { taskId, status: 'PENDING', succCount: null, message: null };
}
