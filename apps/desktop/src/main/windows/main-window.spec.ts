import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { createMainWindow, mainWindowOptions } from './main-window';
import { isSafeExternalUrl } from './window-guards';

type Listener = (...args: unknown[]) => void;

function fakeElectron({ loadError }: { loadError?: Error } = {}) {
  const created: FakeWindow[] = [];
  class FakeWindow {
    listeners = new Map<string, Listener>();
    openHandler: ((details: { url: string }) => { action: string }) | undefined;
    loadedUrl: string | undefined;
    shown = false;
    permissionRequest:
      ((c: unknown, p: string, cb: (allowed: boolean) => void) => void) | undefined;
    permissionCheck: ((c: unknown, p: string) => boolean) | undefined;
    webContents = {
      session: {
        setPermissionRequestHandler: (
          handler: (c: unknown, p: string, cb: (allowed: boolean) => void) => void,
        ) => {
          this.permissionRequest = handler;
        },
        setPermissionCheckHandler: (handler: (c: unknown, p: string) => boolean) => {
          this.permissionCheck = handler;
        },
      },
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
      return loadError ? Promise.reject(loadError) : Promise.resolve();
    }
  }
  const shell = { openExternal: jest.fn(() => Promise.resolve()) };
  const log = jest.fn();
  return {
    log,
    deps: {
      log,
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
  ])('blocks navigation and redirects to %s: %p', (url, blocked) => {
    const { deps, created } = fakeElectron();
    createMainWindow(deps, appUrl, '/app/preload.js');
    for (const event of ['will-navigate', 'will-redirect']) {
      const navigation = { preventDefault: jest.fn() };
      created[0]?.listeners.get(`webContents:${event}`)?.(navigation, url);
      expect(navigation.preventDefault).toHaveBeenCalledTimes(blocked ? 1 : 0);
    }
  });

  it('refuses permissions outside the allow-list, for requests and checks', () => {
    const { deps, created } = fakeElectron();
    createMainWindow(deps, appUrl, '/app/preload.js');
    const window = created[0];
    const answers: Record<string, boolean> = {};
    for (const permission of ['media', 'geolocation', 'notifications', 'fullscreen']) {
      window?.permissionRequest?.({}, permission, (allowed) => (answers[permission] = allowed));
    }
    expect(answers).toEqual({
      media: false,
      geolocation: false,
      notifications: false,
      fullscreen: true,
    });
    expect(window?.permissionCheck?.({}, 'media')).toBe(false);
  });

  it('reports a failed load instead of leaving an unhandled rejection', async () => {
    const { deps, log } = fakeElectron({ loadError: new Error('ERR_ABORTED') });
    createMainWindow(deps, appUrl, '/app/preload.js');
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toHaveBeenCalledWith(`could not load ${appUrl}`, new Error('ERR_ABORTED'));
  });

  it('reports a link the system cannot open', async () => {
    const { deps, created, shell, log } = fakeElectron();
    shell.openExternal.mockRejectedValueOnce(new Error('no handler'));
    createMainWindow(deps, appUrl, '/app/preload.js');
    created[0]?.openHandler?.({ url: 'https://example.com/' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toHaveBeenCalledWith(
      'could not open https://example.com/',
      new Error('no handler'),
    );
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
