import { DEFAULT_SETTINGS } from '@cadenza/settings';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDesktop, type DesktopElectron, type RunningDesktop } from './start-desktop';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function fakeElectron(userData: string) {
  const ipcListeners = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
  const appListeners = new Map<string, (event?: { preventDefault(): void }) => void>();
  const windows: Array<{ options: unknown; url?: string }> = [];
  class FakeWindow {
    listeners = new Map<string, () => void>();
    destroyed = false;
    webContents = {
      setWindowOpenHandler: jest.fn(),
      on: jest.fn(),
      send: jest.fn(),
      isDestroyed: () => this.destroyed,
      session: { setPermissionRequestHandler: jest.fn(), setPermissionCheckHandler: jest.fn() },
    };
    constructor(readonly options: unknown) {
      windows.push(this);
    }
    on(event: string, listener: () => void) {
      this.listeners.set(event, listener);
    }
    once = jest.fn();
    show = jest.fn();
    showInactive = jest.fn();
    setIgnoreMouseEvents = jest.fn();
    getBounds = () => ({ x: 0, y: 0, width: 800, height: 160 });
    isDestroyed = () => this.destroyed;
    close() {
      this.listeners.get('close')?.();
      this.destroyed = true;
      this.listeners.get('closed')?.();
    }
    loadURL(url: string) {
      (this as { url?: string }).url = url;
      return Promise.resolve();
    }
  }
  const electron = {
    app: {
      whenReady: () => Promise.resolve(),
      on: (event: string, listener: (event?: { preventDefault(): void }) => void) =>
        appListeners.set(event, listener),
      quit: jest.fn(),
      exit: jest.fn(),
      getPath: (name: string) => (name === 'userData' ? userData : '/nowhere'),
      getVersion: () => '9.8.7',
    },
    ipcMain: {
      handle: (
        channel: string,
        listener: (event: unknown, ...args: unknown[]) => Promise<unknown>,
      ) => ipcListeners.set(channel, listener),
      removeHandler: (channel: string) => ipcListeners.delete(channel),
    },
    BrowserWindow: FakeWindow,
    shell: { openExternal: jest.fn() },
    screen: {
      getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
      getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }),
    },
  } as unknown as DesktopElectron;
  return { electron, ipcListeners, appListeners, windows };
}

describe('startDesktop', () => {
  let root: string;
  let running: RunningDesktop | undefined;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cadenza-desktop-'));
    mkdirSync(join(root, 'renderer'));
    writeFileSync(join(root, 'renderer', 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  it('embeds the gateway on the stored API port, serving the renderer and the API', async () => {
    const port = await freePort();
    mkdirSync(join(root, 'user', 'store'), { recursive: true });
    writeFileSync(
      join(root, 'user', 'store', 'settings.json'),
      JSON.stringify({ ...DEFAULT_SETTINGS, musicApiPort: port }),
    );
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/app/preload.js',
    });
    expect(running.appUrl).toBe(`http://127.0.0.1:${port}/`);
    const health = await (await fetch(`${running.appUrl}api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', version: '9.8.7' });
    const page = await fetch(running.appUrl, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<div id="root">');
    expect(fake.windows).toHaveLength(1);
    expect((fake.windows[0] as { url?: string }).url).toBe(running.appUrl);
  });

  it('starts on defaults with a corrupt settings file, and still reports it to the renderer', async () => {
    mkdirSync(join(root, 'user', 'store'), { recursive: true });
    writeFileSync(join(root, 'user', 'store', 'settings.json'), '{"musicApiPort": 30');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/p.js',
    });
    const read = fake.ipcListeners.get('get-store-value');
    await expect(read?.({ senderFrame: { url: running.appUrl } }, 'settings')).rejects.toThrow(
      /corrupt/,
    );
    expect(error).toHaveBeenCalled();
  });

  it('answers IPC from its own page only and tracks the language', async () => {
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/p.js',
    });
    const changeLanguage = fake.ipcListeners.get('change-language');
    await changeLanguage?.({ senderFrame: { url: running.appUrl } }, 'en-US');
    expect(running.language()).toBe('en-US');
    await expect(
      changeLanguage?.({ senderFrame: { url: 'https://evil.example/' } }, 'zh-CN'),
    ).rejects.toThrow(/untrusted frame/);
    expect(running.language()).toBe('en-US');
  });

  it('holds the quit until the gateway has stopped, then exits', async () => {
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/p.js',
    });
    const port = running.gateway.port;
    const firstQuit = { preventDefault: jest.fn() };
    fake.appListeners.get('will-quit')?.(firstQuit);
    expect(firstQuit.preventDefault).toHaveBeenCalled();
    await running.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.electron.app.exit).toHaveBeenCalledWith(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow('fetch failed');
    const secondQuit = { preventDefault: jest.fn() };
    fake.appListeners.get('will-quit')?.(secondQuit);
    expect(secondQuit.preventDefault).not.toHaveBeenCalled();
    running = undefined;
  });

  it('quits when every window is closed and unregisters IPC on stop', async () => {
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/p.js',
    });
    fake.appListeners.get('window-all-closed')?.();
    expect(fake.electron.app.quit).toHaveBeenCalled();
    await running.stop();
    running = undefined;
    expect(fake.ipcListeners.size).toBe(0);
  });

  it('opens the lyric window on the app’s /lyric page, and closes it with the main window', async () => {
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/p.js',
    });
    const toggle = fake.ipcListeners.get('toggle-lyric-window');
    await expect(toggle?.({ senderFrame: { url: running.appUrl } })).resolves.toBe(true);
    expect(fake.windows).toHaveLength(2);
    const [main, lyric] = fake.windows as unknown as Array<{
      url?: string;
      options: { transparent?: boolean; webPreferences?: { preload?: string } };
      destroyed: boolean;
      close(): void;
    }>;
    expect(lyric?.url).toBe(`${running.appUrl}lyric`);
    expect(lyric?.options).toMatchObject({
      transparent: true,
      webPreferences: { preload: '/p.js' },
    });
    main?.close();
    expect(lyric?.destroyed).toBe(true);
    expect(running.lyricWindow.isOpen).toBe(false);
    // Where it was is remembered in the app's data folder.
    const saved = join(root, 'user', 'store', 'lyric-window.json');
    for (let tries = 0; tries < 100 && !existsSync(saved); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toEqual({
      bounds: { x: 0, y: 0, width: 800, height: 160 },
      locked: false,
    });
  });
});
