import { createMemoryStorage } from '@cadenza/ports';
import {
  IMPORT_TASKS_KEPT,
  clearImportTasks,
  importTaskView,
  isFinished,
  loadImportTasks,
  rememberImportTask,
} from './import-tasks';

const task = (taskId: number, createdAt = taskId) => ({ taskId, createdAt, playlistName: null });

describe('import tasks', () => {
  it('keeps started tasks newest first, one entry per id, at most the kept count', () => {
    const storage = createMemoryStorage();
    rememberImportTask(storage, task(1));
    rememberImportTask(storage, { taskId: 2, createdAt: 2, playlistName: 'Road' });
    rememberImportTask(storage, task(1, 3));
    expect(loadImportTasks(storage)).toEqual([
      task(1, 3),
      { taskId: 2, createdAt: 2, playlistName: 'Road' },
    ]);
    for (let id = 10; id < 10 + IMPORT_TASKS_KEPT + 5; id += 1)
      rememberImportTask(storage, task(id));
    expect(loadImportTasks(storage)).toHaveLength(IMPORT_TASKS_KEPT);
    clearImportTasks(storage);
    expect(loadImportTasks(storage)).toEqual([]);
  });

  it('falls back to an empty list on unreadable storage and skips unreadable entries', () => {
    expect(loadImportTasks(createMemoryStorage({ importTasks: '{oops' }))).toEqual([]);
    expect(loadImportTasks(createMemoryStorage({ importTasks: '{"a":1}' }))).toEqual([]);
    const mixed = JSON.stringify([task(4), { taskId: 'x' }, null, task(5)]);
    expect(loadImportTasks(createMemoryStorage({ importTasks: mixed }))).toEqual([
      task(4),
      task(5),
    ]);
  });

  it('shows the upstream states as the spec names them, unknown when unreadable', () => {
    const answer = (status: 'PENDING' | 'PROCESSING' | 'COMPLETE' | 'FAILED') => ({
      taskId: 1,
      status,
      succCount: null,
      message: null,
    });
    expect(importTaskView(answer('PENDING'), false)).toBe('pending');
    expect(importTaskView(answer('PROCESSING'), false)).toBe('processing');
    expect(importTaskView(answer('COMPLETE'), false)).toBe('success');
    expect(importTaskView(answer('FAILED'), false)).toBe('failed');
    expect(importTaskView(undefined, false)).toBe('pending');
    expect(importTaskView(undefined, true)).toBe('unknown');
    expect([isFinished('pending'), isFinished('processing')]).toEqual([false, false]);
    expect(isFinished('success') && isFinished('failed') && isFinished('unknown')).toBe(true);
  });
});
