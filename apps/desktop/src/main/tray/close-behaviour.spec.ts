import type { AppSettings } from '@cadenza/settings';
import { createHeadlessWindow } from '../testing/headless-window';
import { createCloseBehaviour } from './close-behaviour';

const flush = () => new Promise((resolve) => setImmediate(resolve));

function setup(closeAction: AppSettings['closeAction'] | Error, { pageAlive = true } = {}) {
  const headless = createHeadlessWindow();
  const asked: number[] = [];
  let saved = closeAction;
  const quitApp = jest.fn(() => headless.window.close());
  const close = createCloseBehaviour({
    readCloseAction: async () => {
      if (saved instanceof Error) throw saved;
      return saved;
    },
    ask: ({ id }) => {
      if (!pageAlive) return false;
      asked.push(id);
      return true;
    },
    quitApp,
  });
  close.attach(headless.window);
  const save = (next: AppSettings['closeAction']) => {
    saved = next;
  };
  return { headless, state: headless.state, asked, quitApp, close, save };
}

describe('createCloseBehaviour', () => {
  it('"minimize" hides the window to the tray and keeps the app', async () => {
    const { headless, state, quitApp, asked } = setup('minimize');
    headless.window.close();
    await flush();
    expect(state).toMatchObject({ closed: false, visible: false });
    expect(quitApp).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });

  it('"close" quits the app, and the window closes with it', async () => {
    const { headless, state, quitApp } = setup('close');
    headless.window.close();
    await flush();
    expect(quitApp).toHaveBeenCalledTimes(1);
    expect(state.closed).toBe(true);
  });

  it('"ask" brings the window forward, asks the page and waits for its answer', async () => {
    const { headless, state, asked, close, quitApp } = setup('ask');
    headless.window.minimize();
    headless.window.close();
    await flush();
    expect(asked).toEqual([1]);
    expect(close.pending()).toEqual({ id: 1 });
    expect(state).toMatchObject({ closed: false, visible: true, minimized: false, focused: true });
    expect(quitApp).not.toHaveBeenCalled();
    close.answer({ id: 1, choice: 'minimize' });
    await flush();
    expect(state).toMatchObject({ closed: false, visible: false });
    expect(close.pending()).toBeNull();
  });

  it('"ask" answered with exit quits', async () => {
    const { headless, close, quitApp, state } = setup('ask');
    headless.window.close();
    await flush();
    close.answer({ id: 1, choice: 'close' });
    await flush();
    expect(quitApp).toHaveBeenCalledTimes(1);
    expect(state.closed).toBe(true);
  });

  it('a dismissed dialog keeps the window, and the next close asks anew', async () => {
    const { headless, close, asked, state, quitApp } = setup('ask');
    headless.window.close();
    await flush();
    close.answer({ id: 1, choice: null });
    await flush();
    expect(state).toMatchObject({ closed: false, visible: true });
    headless.window.close();
    await flush();
    expect(asked).toEqual([1, 2]);
    expect(quitApp).not.toHaveBeenCalled();
  });

  it('a close while the question is open asks it again instead of stacking a second', async () => {
    const { headless, close, asked, state } = setup('ask');
    headless.window.close();
    await flush();
    headless.window.close();
    headless.window.close();
    await flush();
    expect(asked).toEqual([1, 1, 1]);
    // An answer to a question that is not open is not this one's.
    close.answer({ id: 7, choice: 'minimize' });
    await flush();
    expect(state.visible).toBe(true);
    close.answer({ id: 1, choice: 'minimize' });
    await flush();
    expect(state.visible).toBe(false);
  });

  it('reads the setting at each close: a remembered choice applies to the next one', async () => {
    const { headless, close, asked, save, state } = setup('ask');
    headless.window.close();
    await flush();
    // The page saved "remember my choice" before it answered.
    save('minimize');
    close.answer({ id: 1, choice: 'minimize' });
    await flush();
    close.show();
    expect(state.visible).toBe(true);
    headless.window.close();
    await flush();
    expect(asked).toEqual([1]);
    expect(state.visible).toBe(false);
  });

  it('quits when there is no page to ask, and asks when the setting cannot be read', async () => {
    const gone = setup('ask', { pageAlive: false });
    gone.headless.window.close();
    await flush();
    expect(gone.quitApp).toHaveBeenCalledTimes(1);

    const unreadable = setup(new Error('corrupt'));
    unreadable.headless.window.close();
    await flush();
    expect(unreadable.asked).toEqual([1]);
  });

  it('the tray’s Quit really quits, even with "minimize" saved, and ends an open question', async () => {
    const minimize = setup('minimize');
    minimize.close.quit();
    expect(minimize.quitApp).toHaveBeenCalledTimes(1);
    expect(minimize.state.closed).toBe(true);

    const asking = setup('ask');
    asking.headless.window.close();
    await flush();
    asking.close.quit();
    await flush();
    expect(asking.quitApp).toHaveBeenCalledTimes(1);
    expect(asking.state.closed).toBe(true);
  });

  it('lets the window close once the app quits by other means', async () => {
    const { headless, close, state, asked } = setup('ask');
    close.markQuitting();
    headless.window.close();
    expect(state.closed).toBe(true);
    await flush();
    expect(asked).toEqual([]);
  });

  it('show brings a hidden or minimised window back with focus', () => {
    const { headless, close, state } = setup('minimize');
    headless.window.hide();
    headless.window.minimize();
    close.show();
    expect(state).toMatchObject({ visible: true, minimized: false, focused: true });
  });
});
