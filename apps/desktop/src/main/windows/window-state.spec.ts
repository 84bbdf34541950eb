import {
  restoreWindowState,
  trackWindowState,
  WINDOW_STATE_SAVE_DELAY_MS,
  type SavedWindowState,
  type TrackedWindow,
} from './window-state';

const display = { x: 0, y: 0, width: 1920, height: 1040 };
const saved: SavedWindowState = {
  bounds: { x: 100, y: 80, width: 1100, height: 700 },
  maximized: false,
};

function storage(initial: unknown) {
  const written: SavedWindowState[] = [];
  return {
    written,
    read: jest.fn(async () => initial),
    write: jest.fn(async (state: SavedWindowState) => void written.push(state)),
  };
}

function fakeWindow() {
  const listeners = new Map<string, () => void>();
  const state = { bounds: saved.bounds, maximized: false, minimized: false };
  const window = {
    on: (event: string, listener: () => void) => listeners.set(event, listener),
    getNormalBounds: () => state.bounds,
    isMaximized: () => state.maximized,
    isMinimized: () => state.minimized,
    isDestroyed: () => false,
  } as unknown as TrackedWindow;
  return { window, state, emit: (event: string) => listeners.get(event)?.() };
}

describe('restoreWindowState', () => {
  it('gives back the saved place when it is on a display', async () => {
    expect(await restoreWindowState(storage(saved), [display])).toEqual(saved);
  });

  it.each([
    ['nothing saved', null],
    ['a document that does not parse', { bounds: { x: 'a' }, maximized: false }],
    ['a place on a display unplugged since', { ...saved, bounds: { ...saved.bounds, x: 4000 } }],
  ])('opens at the default place for %s', async (_case, stored) => {
    expect(await restoreWindowState(storage(stored), [display])).toBeNull();
  });

  it('opens at the default place when the store cannot be read', async () => {
    const failing = { read: async () => Promise.reject(new Error('corrupt')), write: jest.fn() };
    expect(await restoreWindowState(failing, [display])).toBeNull();
  });
});

describe('trackWindowState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves once the window rests after moving, and at once on maximise and close', () => {
    const { window, state, emit } = fakeWindow();
    const store = storage(null);
    trackWindowState(window, store, { paused: () => false, onError: jest.fn() });
    emit('move');
    jest.advanceTimersByTime(WINDOW_STATE_SAVE_DELAY_MS - 1);
    emit('resize');
    jest.advanceTimersByTime(WINDOW_STATE_SAVE_DELAY_MS - 1);
    expect(store.written).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(store.written).toEqual([saved]);
    state.maximized = true;
    emit('maximize');
    emit('close');
    expect(store.written.slice(1)).toEqual([
      { ...saved, maximized: true },
      { ...saved, maximized: true },
    ]);
  });

  it('saves nothing in mini mode or while minimised', () => {
    const { window, state, emit } = fakeWindow();
    const store = storage(null);
    let mini = true;
    trackWindowState(window, store, { paused: () => mini, onError: jest.fn() });
    emit('close');
    mini = false;
    state.minimized = true;
    emit('close');
    expect(store.written).toHaveLength(0);
  });
});
