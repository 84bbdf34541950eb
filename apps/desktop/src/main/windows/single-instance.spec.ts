import { claimSingleInstance, type FocusableWindow } from './single-instance';

function fakeApp(locked: boolean) {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    requestSingleInstanceLock: jest.fn(() => locked),
    on: jest.fn((event: string, listener: () => void) => listeners.set(event, listener)),
    quit: jest.fn(),
  };
}

function fakeWindow(minimized: boolean) {
  return {
    isMinimized: () => minimized,
    restore: jest.fn(),
    show: jest.fn(),
    focus: jest.fn(),
    isDestroyed: () => false,
  } satisfies FocusableWindow;
}

describe('claimSingleInstance', () => {
  it('a second launch quits at once', () => {
    const app = fakeApp(false);
    expect(claimSingleInstance(app as never, () => null)).toBe(false);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(app.listeners.size).toBe(0);
  });

  it('the first brings its window forward when another launch is tried', () => {
    const app = fakeApp(true);
    const window = fakeWindow(true);
    expect(claimSingleInstance(app as never, () => window)).toBe(true);
    app.listeners.get('second-instance')?.();
    expect(window.restore).toHaveBeenCalledTimes(1);
    expect(window.show).toHaveBeenCalledTimes(1);
    expect(window.focus).toHaveBeenCalledTimes(1);
    expect(app.quit).not.toHaveBeenCalled();
  });
});
