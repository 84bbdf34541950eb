import type { BrowserWindow, BrowserWindowConstructorOptions, Rectangle } from 'electron';

/** What the desktop renderer tests can read of the lyric window main opened. */
export interface HeadlessLyricWindowState {
  open: boolean;
  /** The page it loaded. */
  url: string | null;
  bounds: Rectangle | null;
  /** Click-through (`setIgnoreMouseEvents(true, …)`). */
  ignoresMouse: boolean;
  /** Mouse moves still reach the page while click-through (`forward`). */
  forwardsMouse: boolean;
  alwaysOnTop: boolean;
  transparent: boolean;
}

/** Where the headless lyric window's page lives: the test opens, feeds and closes a real page. */
export interface LyricPageHost {
  /** Main loaded the lyric window's page. */
  load(url: string): void;
  /** An event main sent to the lyric window's page. */
  deliver(channel: string, payload: unknown): void;
  /** Main closed the lyric window. */
  close(): void;
}

type Listener = (...args: unknown[]) => void;

/**
 * A `BrowserWindow` class without Electron for the lyric window in the desktop renderer tests:
 * it records what main did to it (bounds, click-through, …) in `state`, and its page is a real
 * page of the test (`host`).
 */
export function createHeadlessLyricWindowClass(host: LyricPageHost) {
  const state: HeadlessLyricWindowState = {
    open: false,
    url: null,
    bounds: null,
    ignoresMouse: false,
    forwardsMouse: false,
    alwaysOnTop: false,
    transparent: false,
  };
  class HeadlessLyricWindow {
    private readonly listeners = new Map<string, Listener[]>();
    private destroyed = false;
    readonly webContents = {
      send: (channel: string, payload: unknown) => host.deliver(channel, payload),
      isDestroyed: () => this.destroyed,
      session: {
        setPermissionRequestHandler: () => undefined,
        setPermissionCheckHandler: () => undefined,
      },
      setWindowOpenHandler: () => undefined,
      on: () => undefined,
    };
    constructor(options: BrowserWindowConstructorOptions) {
      const { x = 0, y = 0, width = 0, height = 0 } = options;
      Object.assign(state, {
        open: true,
        url: null,
        bounds: { x, y, width, height },
        ignoresMouse: false,
        forwardsMouse: false,
        alwaysOnTop: options.alwaysOnTop === true,
        transparent: options.transparent === true,
      });
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    once(event: string, listener: Listener) {
      return this.on(event, listener);
    }
    private emit(event: string) {
      for (const listener of this.listeners.get(event) ?? []) listener();
    }
    loadURL(url: string) {
      state.url = url;
      host.load(url);
      this.emit('ready-to-show');
      return Promise.resolve();
    }
    showInactive() {
      state.open = true;
    }
    getBounds() {
      return { ...(state.bounds ?? { x: 0, y: 0, width: 0, height: 0 }) };
    }
    setIgnoreMouseEvents(ignore: boolean, options?: { forward?: boolean }) {
      state.ignoresMouse = ignore;
      state.forwardsMouse = ignore && options?.forward === true;
    }
    isDestroyed() {
      return this.destroyed;
    }
    close() {
      if (this.destroyed) return;
      this.emit('close');
      this.destroyed = true;
      state.open = false;
      this.emit('closed');
      host.close();
    }
  }
  return {
    state,
    BrowserWindow: HeadlessLyricWindow as unknown as new (
      options: BrowserWindowConstructorOptions,
    ) => BrowserWindow,
  };
}
