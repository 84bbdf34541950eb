import { DEFAULT_SETTINGS } from '@cadenza/settings';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHeadlessGlobalShortcut } from '../testing/headless-global-shortcut';
import { createHeadlessTray } from '../testing/headless-tray';
import { startDesktop, type DesktopElectron, type RunningDesktop } from './start-desktop';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits until `done` holds (at most 2 s): for work main does after an IPC call resolves. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 2000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function fakeElectron(userData: string) {
  const ipcListeners = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
  const appListeners = new Map<string, (event?: { preventDefault(): void }) => void>();
  const windows: FakeWindow[] = [];
  const sentToPage: Array<[string, unknown]> = [];
  class FakeWindow {
    url?: string;
    closeListeners: Array<(event: { preventDefault(): void }) => void> = [];
    closed = false;
    webContents = {
      setWindowOpenHandler: jest.fn(),
      on: jest.fn(),
      session: { setPermissionRequestHandler: jest.fn(), setPermissionCheckHandler: jest.fn() },
      send: (channel: string, payload: unknown) => sentToPage.push([channel, payload]),
      isDestroyed: () => this.closed,
      isCrashed: () => false,
    };
    constructor(readonly options: unknown) {
      windows.push(this);
    }
    once = jest.fn();
    show = jest.fn();
    isDestroyed = () => this.closed;
    isMinimized = () => false;
    restore = jest.fn();
    focus = jest.fn();
    hide = jest.fn();
    on(event: string, listener: (event: { preventDefault(): void }) => void) {
      if (event === 'close') this.closeListeners.push(listener);
      return this;
    }
    /** Electron's close: a preventable `close` event, then the window is gone. */
    close() {
      let prevented = false;
      this.closeListeners.forEach((listener) =>
        listener({ preventDefault: () => (prevented = true) }),
      );
      if (!prevented) this.closed = true;
    }
    loadURL(url: string) {
      this.url = url;
      return Promise.resolve();
    }
  }
  const tray = createHeadlessTray();
  const keyboard = createHeadlessGlobalShortcut();
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
    ...tray.electron,
    globalShortcut: keyboard.globalShortcut,
  } as unknown as DesktopElectron;
  return { electron, ipcListeners, appListeners, windows, tray, keyboard, sentToPage };
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
      trayIconPath: '/app/tray.png',
    });
    expect(running.appUrl).toBe(`http://127.0.0.1:${port}/`);
    const health = await (await fetch(`${running.appUrl}api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', version: '9.8.7' });
    const page = await fetch(running.appUrl, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<div id="root">');
    expect(fake.windows).toHaveLength(1);
    expect(fake.windows[0]?.url).toBe(running.appUrl);
  });

  it('starts on defaults with a corrupt settings file, and still reports it to the renderer', async () => {
    mkdirSync(join(root, 'user', 'store'), { recursive: true });
    writeFileSync(join(root, 'user', 'store', 'settings.json'), '{"musicApiPort": 30');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/p.js',
      trayIconPath: '/t.png',
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
      trayIconPath: '/t.png',
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
      trayIconPath: '/t.png',
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
      trayIconPath: '/t.png',
    });
    fake.appListeners.get('window-all-closed')?.();
    expect(fake.electron.app.quit).toHaveBeenCalled();
    await running.stop();
    running = undefined;
    expect(fake.ipcListeners.size).toBe(0);
  });

  it('puts the tray up in the stored language and registers the stored global shortcuts', async () => {
    mkdirSync(join(root, 'user', 'store'), { recursive: true });
    writeFileSync(
      join(root, 'user', 'store', 'settings.json'),
      JSON.stringify({ ...DEFAULT_SETTINGS, language: 'en-US' }),
    );
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/p.js',
      trayIconPath: '/t.png',
    });
    expect(fake.tray.state.iconPath).toBe('/t.png');
    expect(fake.tray.labels()).toContain('Quit');
    expect(fake.keyboard.registered()).toContain('CommandOrControl+Alt+P');
    const changeLanguage = fake.ipcListeners.get('change-language');
    await changeLanguage?.({ senderFrame: { url: running.appUrl } }, 'zh-CN');
    // The strings of the other language load first; the tray follows once they are in.
    await until(() => fake.tray.labels().includes('退出'));
    await running.stop();
    running = undefined;
    expect(fake.keyboard.registered()).toEqual([]);
    expect(fake.tray.state.destroyed).toBe(true);
  });

  it('asks the page when the window closes, and lets it close once the app quits', async () => {
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/p.js',
      trayIconPath: '/t.png',
    });
    const page = { senderFrame: { url: running.appUrl } };
    await fake.ipcListeners.get('window-close')?.(page);
    // The close action is read from the store before the page is asked.
    await until(() => fake.sentToPage.length > 0);
    expect(fake.windows[0]?.closed).toBe(false);
    expect(fake.sentToPage).toEqual([['close-choice-requested', { id: 1 }]]);
    await fake.ipcListeners.get('answer-close-choice')?.(page, { id: 1, choice: 'close' });
    expect(fake.electron.app.quit).toHaveBeenCalledTimes(1);
    fake.appListeners.get('before-quit')?.();
    fake.windows[0]?.close();
    expect(fake.windows[0]?.closed).toBe(true);
  });

  it('takes the global shortcuts back when the page that paused them reloads', async () => {
    const fake = fakeElectron(join(root, 'user'));
    running = await startDesktop(fake.electron, {
      rendererDir: join(root, 'renderer'),
      preloadPath: '/p.js',
      trayIconPath: '/t.png',
    });
    const page = { senderFrame: { url: running.appUrl } };
    await fake.ipcListeners.get('suspend-global-shortcuts')?.(page, true);
    expect(fake.keyboard.registered()).toEqual([]);
    const onContents = fake.windows[0]?.webContents.on as jest.Mock;
    const reload = onContents.mock.calls.find(([event]) => event === 'did-start-loading');
    (reload?.[1] as () => void)();
    expect(fake.keyboard.registered()).toContain('CommandOrControl+Alt+P');
  });
});
