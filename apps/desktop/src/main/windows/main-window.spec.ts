import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { createMainWindow, isSafeExternalUrl, mainWindowOptions } from './main-window';

type Listener = (...args: unknown[]) => void;

function fakeElectron() {
  const created: FakeWindow[] = [];
  class FakeWindow {
    listeners = new Map<string, Listener>();
    openHandler: ((details: { url: string }) => { action: string }) | undefined;
    loadedUrl: string | undefined;
    shown = false;
    webContents = {
      setWindowOpenHandler: (handler: (details: { url: string }) => { action: string }) => {
        this.openHandler = handler;
      },
      on: (event: string, listener: Listener) =>
        this.listeners.set(`webContents:${event}`, listener),
    };
    constructor(readonly options: BrowserWindowConstructorOptions) {
      created.push(this);
    }
    once(event: string, listener: Listener) {
      this.listeners.set(event, listener);
    }
    show() {
      this.shown = true;
    }
    loadURL(url: string) {
      this.loadedUrl = url;
      return Promise.resolve();
    }
  }
  const shell = { openExternal: jest.fn(() => Promise.resolve()) };
  return {
    deps: {
      BrowserWindow: FakeWindow as unknown as new (
        o: BrowserWindowConstructorOptions,
      ) => BrowserWindow,
      shell,
    },
    created,
    shell,
  };
}

describe('mainWindowOptions', () => {
  it('keeps the renderer isolated, sandboxed and web-secure', () => {
    expect(mainWindowOptions('/app/preload.js').webPreferences).toEqual(
      expect.objectContaining({
        preload: '/app/preload.js',
        contextIsolation: true,
        sandbox: true,
        webSecurity: true,
        nodeIntegration: false,
        webviewTag: false,
        allowRunningInsecureContent: false,
      }),
    );
  });
});

describe('createMainWindow', () => {
  const appUrl = 'http://127.0.0.1:30488/';

  it('loads the app URL and shows the window when ready', () => {
    const { deps, created } = fakeElectron();
    createMainWindow(deps, appUrl, '/app/preload.js');
    const [window] = created;
    expect(window?.loadedUrl).toBe(appUrl);
    expect(window?.shown).toBe(false);
    window?.listeners.get('ready-to-show')?.();
    expect(window?.shown).toBe(true);
  });

  it('denies new windows and sends only https links to the system browser', () => {
    const { deps, created, shell } = fakeElectron();
    createMainWindow(deps, appUrl, '/app/preload.js');
    const openHandler = created[0]?.openHandler;
    expect(openHandler?.({ url: 'https://music.163.com/song?id=1' })).toEqual({ action: 'deny' });
    expect(openHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(openHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
    expect(shell.openExternal).toHaveBeenCalledWith('https://music.163.com/song?id=1');
  });

  it.each([
    ['https://evil.example/', true],
    ['http://127.0.0.1:30489/', true],
    ['file:///etc/passwd', true],
    ['not a url', true],
    ['http://127.0.0.1:30488/search', false],
  ])('blocks navigation to %s: %p', (url, blocked) => {
    const { deps, created } = fakeElectron();
    createMainWindow(deps, appUrl, '/app/preload.js');
    const event = { preventDefault: jest.fn() };
    created[0]?.listeners.get('webContents:will-navigate')?.(event, url);
    expect(event.preventDefault).toHaveBeenCalledTimes(blocked ? 1 : 0);
  });
});

describe('isSafeExternalUrl', () => {
  it.each([
    ['https://github.com/', true],
    ['http://example.com/', false],
    ['smb://share/x', false],
    ['', false],
  ])('%s → %p', (url, safe) => {
    expect(isSafeExternalUrl(url)).toBe(safe);
  });
});
