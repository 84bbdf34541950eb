import type { EventChannel } from '../../ipc/contract';
import { createHeadlessWindow } from '../testing/headless-window';
import { createMiniMode, MINI_WINDOW_EXPANDED_SIZE, MINI_WINDOW_SIZE } from './mini-mode';
import { createWindowHandlers } from './window.handlers';

function setup() {
  const headless = createHeadlessWindow({ x: 100, y: 50, width: 1280, height: 800 });
  const sent: Array<{ channel: EventChannel; payload: unknown }> = [];
  const miniMode = createMiniMode(
    () => headless.window,
    (channel, payload) => sent.push({ channel, payload }),
  );
  const handlers = createWindowHandlers({
    window: () => headless.window,
    miniMode,
    requestClose: () => headless.window.close(),
  });
  return { headless, sent, miniMode, handlers };
}

describe('mini mode', () => {
  it('shrinks the window to the bar, on top, and gives everything back after', () => {
    const { headless, sent, miniMode } = setup();
    miniMode.set(true);
    expect(headless.state).toMatchObject({
      bounds: { x: 100, y: 50, ...MINI_WINDOW_SIZE },
      alwaysOnTop: true,
      resizable: false,
    });
    miniMode.set(false);
    expect(headless.state).toMatchObject({
      bounds: { x: 100, y: 50, width: 1280, height: 800 },
      alwaysOnTop: false,
      resizable: true,
      minimumSize: [360, 600],
    });
    expect(sent).toEqual([
      { channel: 'mini-mode', payload: true },
      { channel: 'mini-mode', payload: false },
    ]);
  });

  it('grows the mini window for the playlist where the listener put it, and back', async () => {
    const { headless, miniMode, handlers } = setup();
    miniMode.set(true);
    headless.window.setBounds({ x: 900, y: 30 });
    await handlers['resize-mini-window'](true);
    expect(headless.state.bounds).toEqual({ x: 900, y: 30, ...MINI_WINDOW_EXPANDED_SIZE });
    await handlers['resize-mini-window'](false);
    expect(headless.state.bounds).toEqual({ x: 900, y: 30, ...MINI_WINDOW_SIZE });
    // Leaving restores the full window, whatever the playlist did.
    await handlers['resize-mini-window'](true);
    miniMode.set(false);
    expect(headless.state.bounds).toEqual({ x: 100, y: 50, width: 1280, height: 800 });
  });

  it('does not resize a window that is not in mini mode', async () => {
    const { headless, handlers } = setup();
    await handlers['resize-mini-window'](true);
    expect(headless.state.bounds).toEqual({ x: 100, y: 50, width: 1280, height: 800 });
  });

  it('refuses a resize that is not open or closed', async () => {
    const { handlers } = setup();
    await expect(
      (handlers['resize-mini-window'] as (value: unknown) => Promise<void>)('tall'),
    ).rejects.toThrow('the mini playlist is open or closed');
  });
});
