import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import { createCloseHandlers } from './close.handlers';
import { createTrayHandlers } from './tray.handlers';

describe('the tray channel', () => {
  it('passes a valid report on, null included', async () => {
    const onNowPlaying = jest.fn();
    const handlers = createTrayHandlers({ onNowPlaying });
    await handlers['report-now-playing']({ title: 'A', artists: 'B', playing: true });
    await handlers['report-now-playing'](null);
    expect(onNowPlaying.mock.calls).toEqual([
      [{ title: 'A', artists: 'B', playing: true }],
      [null],
    ]);
  });

  it.each([
    ['a string', 'A - B'],
    ['no playing flag', { title: 'A', artists: 'B' }],
    ['a number title', { title: 1, artists: 'B', playing: true }],
    ['a huge title', { title: 'x'.repeat(501), artists: '', playing: true }],
  ])('refuses %s', async (_what, report) => {
    const onNowPlaying = jest.fn();
    const handlers = createTrayHandlers({ onNowPlaying });
    await expect(handlers['report-now-playing'](report as never)).rejects.toBeInstanceOf(
      InvalidIpcArgumentError,
    );
    expect(onNowPlaying).not.toHaveBeenCalled();
  });
});

describe('the close-choice channel', () => {
  it('tells a late page which question is open', async () => {
    const handlers = createCloseHandlers({ onAnswer: jest.fn(), pending: () => ({ id: 9 }) });
    await expect(handlers['pending-close-choice']()).resolves.toEqual({ id: 9 });
  });

  it('passes an answer on', async () => {
    const onAnswer = jest.fn();
    const handlers = createCloseHandlers({ onAnswer, pending: () => null });
    await handlers['answer-close-choice']({ id: 3, choice: 'minimize' });
    await handlers['answer-close-choice']({ id: 4, choice: null });
    expect(onAnswer.mock.calls).toEqual([
      [{ id: 3, choice: 'minimize' }],
      [{ id: 4, choice: null }],
    ]);
  });

  it.each([
    ['an unknown choice', { id: 1, choice: 'hide' }],
    ['no choice', { id: 1 }],
    ['a fractional id', { id: 1.5, choice: 'close' }],
    ['nothing', undefined],
  ])('refuses %s', async (_what, answer) => {
    const onAnswer = jest.fn();
    const handlers = createCloseHandlers({ onAnswer, pending: () => null });
    await expect(handlers['answer-close-choice'](answer as never)).rejects.toBeInstanceOf(
      InvalidIpcArgumentError,
    );
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
