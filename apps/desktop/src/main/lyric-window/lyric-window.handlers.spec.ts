import type { LyricWindowController } from './lyric-window';
import { createLyricWindowHandlers } from './lyric-window.handlers';
import { LYRIC_PAYLOAD_LIMITS } from './lyric-window-payloads';

function fakeController() {
  return {
    isOpen: false,
    open: jest.fn(async () => undefined),
    close: jest.fn(),
    toggle: jest.fn(async () => true),
    state: jest.fn(() => ({ open: false, locked: false, song: null, lyric: null })),
    sendSong: jest.fn(),
    sendLyric: jest.fn(),
    control: jest.fn(),
    setLocked: jest.fn(async () => undefined),
    setInteractive: jest.fn(),
    settingsSaved: jest.fn(),
  } satisfies LyricWindowController;
}

describe('createLyricWindowHandlers', () => {
  it('passes valid songs, lyric JSON and controls on', async () => {
    const controller = fakeController();
    const handlers = createLyricWindowHandlers(controller);
    const song = { id: '1', name: 'Aurora', artists: ['Lumen'] };
    await handlers['send-lyric-song'](song);
    await handlers['send-lyric-song'](null);
    const full = {
      type: 'full' as const,
      songId: '1',
      lines: [{ timeMs: 0, text: 'la', translation: 'ла' }],
      timeMs: -300,
      playing: true,
    };
    await handlers['send-lyric'](full);
    await handlers['lyric-window-control']('prev');
    await handlers['set-lyric-window-locked'](true);
    await handlers['set-lyric-window-interactive'](false);
    expect(controller.sendSong.mock.calls).toEqual([[song], [null]]);
    expect(controller.sendLyric).toHaveBeenCalledWith(full);
    expect(controller.control).toHaveBeenCalledWith('prev');
    expect(controller.setLocked).toHaveBeenCalledWith(true);
    expect(controller.setInteractive).toHaveBeenCalledWith(false);
    await expect(handlers['toggle-lyric-window']()).resolves.toBe(true);
    await expect(handlers['get-lyric-window-state']()).resolves.toEqual({
      open: false,
      locked: false,
      song: null,
      lyric: null,
    });
  });

  it.each([
    [
      'a song without a name',
      'send-lyric-song',
      [{ id: '1', artists: [] }],
      /refused the lyric song at name/,
    ],
    ['a song with an empty id', 'send-lyric-song', [{ id: '', name: 'x', artists: [] }], /at id/],
    [
      'an unknown lyric type',
      'send-lyric',
      [{ type: 'partial', songId: '1' }],
      /refused the lyric data/,
    ],
    [
      'a line time that is not a number',
      'send-lyric',
      [
        {
          type: 'full',
          songId: '1',
          lines: [{ timeMs: 'soon', text: 'x' }],
          timeMs: 0,
          playing: true,
        },
      ],
      /at lines\.0\.timeMs/,
    ],
    [
      'an extra field (nothing unchecked is kept)',
      'send-lyric',
      [{ type: 'update', songId: '1', timeMs: 0, playing: true, script: 'x' }],
      /refused the lyric data/,
    ],
    ['an unknown control', 'lyric-window-control', ['quit'], /refused the lyric window control/],
    ['a lock that is not a boolean', 'set-lyric-window-locked', ['yes'], /true or false/],
    [
      'an interactive flag that is not a boolean',
      'set-lyric-window-interactive',
      [1],
      /true or false/,
    ],
  ] as const)('refuses %s', async (_what, channel, args, message) => {
    const controller = fakeController();
    const handlers = createLyricWindowHandlers(controller) as unknown as Record<
      string,
      (...a: unknown[]) => Promise<unknown>
    >;
    await expect(handlers[channel]?.(...args)).rejects.toThrow(message);
    await expect(handlers[channel]?.(...args)).rejects.toMatchObject({
      name: 'InvalidIpcArgumentError',
    });
    expect(controller.sendSong).not.toHaveBeenCalled();
    expect(controller.sendLyric).not.toHaveBeenCalled();
    expect(controller.control).not.toHaveBeenCalled();
    expect(controller.setLocked).not.toHaveBeenCalled();
  });

  it('refuses lyrics longer than any song has', async () => {
    const controller = fakeController();
    const lines = Array.from({ length: LYRIC_PAYLOAD_LIMITS.lines + 1 }, (_, i) => ({
      timeMs: i,
      text: 'la',
    }));
    await expect(
      createLyricWindowHandlers(controller)['send-lyric']({
        type: 'full',
        songId: '1',
        lines,
        timeMs: 0,
        playing: true,
      }),
    ).rejects.toThrow(/at lines/);
    expect(controller.sendLyric).not.toHaveBeenCalled();
  });
});
