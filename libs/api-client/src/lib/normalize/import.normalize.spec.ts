import { playlistImportCreateDtoSchema, playlistImportStatusDtoSchema } from '@cadenza/contract';
import { createdImportTaskFrom, importStatusFrom } from './import.normalize';

const status = (task: Record<string, unknown>) =>
  playlistImportStatusDtoSchema.parse({ code: 200, data: { tasks: [task] } });

describe('import normalizers', () => {
  it('reads the created task id', () => {
    const dto = playlistImportCreateDtoSchema.parse({
      code: 200,
      message: '',
      data: { taskId: 9 },
    });
    expect(createdImportTaskFrom(dto)).toEqual({ taskId: 9 });
  });

  it('reads each task state; the count when COMPLETE, the reason when FAILED', () => {
    expect(
      importStatusFrom(status({ taskId: 9, status: 'COMPLETE', succCount: 18, msg: '' }), 9),
    ).toEqual({ taskId: 9, status: 'COMPLETE', succCount: 18, message: null });
    expect(importStatusFrom(status({ status: 'FAILED', msg: 'none matched' }), 7)).toEqual({
      taskId: 7,
      status: 'FAILED',
      succCount: null,
      message: 'none matched',
    });
    expect(importStatusFrom(status({ status: 'PROCESSING' }), 7).status).toBe('PROCESSING');
  });

  it('treats a status without tasks as still pending', () => {
    expect(importStatusFrom({ code: 200, data: { tasks: [] } }, 5)).toEqual({
      taskId: 5,
      status: 'PENDING',
      succCount: null,
      message: null,
    });
  });
});
