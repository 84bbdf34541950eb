import { platformTimers } from '@cadenza/ports';
import type { BrowserWindow, BrowserWindowConstructorOptions, Rectangle } from 'electron';
import type { EventChannel } from '../../ipc/contract';
import { createJsonFileStore } from '../store/json-file-store';
import { createLyricWindow } from './lyric-window';

type Listener = (...args: unknown[]) => void;

/** A BrowserWindow that records what main does to it; `move` plays the listener's drag. */
export class FakeWindow {
  static created: FakeWindow[] = [];
  listeners = new Map<string, Listener[]>();
  contentsListeners = new Map<string, Listener>();
  openHandler: ((details: { url: string }) => { action: string }) | undefined;
  sent: Array<[string, unknown]> = [];
  url: string | undefined;
  bounds: Rectangle;
  ignoreMouse: Array<[boolean, { forward?: boolean } | undefined]> = [];
  shownInactive = 0;
  destroyed = false;
  webContents = {
    send: (channel: string, payload: unknown) => this.sent.push([channel, payload]),
    isDestroyed: () => this.destroyed,
    session: { setPermissionRequestHandler: jest.fn(), setPermissionCheckHandler: jest.fn() },
    setWindowOpenHandler: (handler: (details: { url: string }) => { action: string }) => {
      this.openHandler = handler;
    },
    on: (event: string, listener: Listener) => this.contentsListeners.set(event, listener),
  };
  constructor(readonly options: BrowserWindowConstructorOptions) {
    const { x = 0, y = 0, width = 0, height = 0 } = options;
    this.bounds = { x, y, width, height };
    FakeWindow.created.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  once(event: string, listener: Listener) {
    this.on(event, listener);
  }
  emit(event: string) {
    this.listeners.get(event)?.forEach((listener) => listener());
  }
  loadURL(url: string) {
    this.url = url;
    return Promise.resolve();
  }
  showInactive() {
    this.shownInactive += 1;
  }
  getBounds() {
    return { ...this.bounds };
  }
  setIgnoreMouseEvents(ignore: boolean, options?: { forward?: boolean }) {
    this.ignoreMouse.push([ignore, options]);
  }
  isDestroyed() {
    return this.destroyed;
  }
  close() {
    this.emit('close');
    this.destroyed = true;
    this.emit('closed');
  }
  move(to: Partial<Rectangle>) {
    this.bounds = { ...this.bounds, ...to };
    this.emit('move');
  }
}

const PRIMARY = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
const appUrl = 'http://127.0.0.1:30488/';

/** The lyric window over a data folder, with a fake Electron and its events to the main window. */
export function setupLyricWindow(dataDir: string) {
  FakeWindow.created = [];
  const toMain: Array<{ channel: EventChannel; payload: unknown }> = [];
  const log = jest.fn();
  const store = createJsonFileStore(dataDir);
  const lyricWindow = createLyricWindow({
    BrowserWindow: FakeWindow as unknown as new (
      o: BrowserWindowConstructorOptions,
    ) => BrowserWindow,
    shell: { openExternal: jest.fn(async () => undefined) },
    screen: { getAllDisplays: () => [PRIMARY], getPrimaryDisplay: () => PRIMARY },
    store,
    appUrl,
    preloadPath: '/app/preload.js',
    sendToMain: (channel, payload) => toMain.push({ channel, payload }),
    timers: platformTimers(),
    log,
  });
  const window = () => {
    const last = FakeWindow.created.at(-1);
    if (!last) throw new Error('no lyric window was created');
    return last;
  };
  return { lyricWindow, toMain, log, window, store };
}
