import { REMOVE, firstIssuePath, withDrift } from './drift.fixture';
import {
  IMPORT_TASK_STATUSES,
  playlistImportCreateDtoSchema,
  playlistImportStatusDtoSchema,
} from './import.dto';

const CREATE = { code: 200, message: '', data: { taskId: 1234567890 } };
const STATUS = {
  code: 200,
  data: { tasks: [{ taskId: 1234567890, status: 'COMPLETE', succCount: 18, msg: '' }] },
};

describe('playlist import', () => {
  it('parses the create answer', () => {
    expect(playlistImportCreateDtoSchema.parse(CREATE).data.taskId).toBe(1234567890);
  });

  it.each([
    [['data', 'taskId'], REMOVE, 'data.taskId'],
    [['data', 'taskId'], '1234567890', 'data.taskId'],
    [['code'], 400, 'code'],
  ])('rejects create drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(playlistImportCreateDtoSchema, withDrift(CREATE, path, value))).toBe(
      issuePath,
    );
  });

  it.each([
    [{ taskId: 1, status: 'PENDING' }],
    [{ taskId: 1, status: 'PROCESSING', succCount: 3 }],
    [{ taskId: 1, status: 'COMPLETE', succCount: 18, msg: '' }],
    [{ taskId: 1, status: 'FAILED', msg: '歌单不存在' }],
  ])('parses a task %p', (task) => {
    const parsed = playlistImportStatusDtoSchema.parse({ code: 200, data: { tasks: [task] } });
    expect(IMPORT_TASK_STATUSES).toContain(parsed.data.tasks[0]?.status);
  });

  it.each([
    [['data', 'tasks', 0, 'status'], 'DONE', 'data.tasks.0.status'],
    [['data', 'tasks', 0, 'status'], 'complete', 'data.tasks.0.status'],
    [['data', 'tasks', 0, 'succCount'], REMOVE, 'data.tasks.0.succCount'],
    [['data', 'tasks'], [], 'data.tasks'],
    [['data', 'tasks', 0], { taskId: 1, status: 'FAILED' }, 'data.tasks.0.msg'],
  ])('rejects status drift at %p (%p)', (path, value, issuePath) => {
    expect(firstIssuePath(playlistImportStatusDtoSchema, withDrift(STATUS, path, value))).toBe(
      issuePath,
    );
  });
});
