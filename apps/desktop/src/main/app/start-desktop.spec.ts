import { DEFAULT_SETTINGS } from '@cadenza/settings';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
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

function fakeElectron(userData: string, { secondInstance = false } = {}) {
  const ipcListeners = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
  const appListeners = new Map<string, (event?: { preventDefault(): void }) => void>();
  const windows: FakeWindow[] = [];
  const sentToPage: Array<[string, unknown]> = [];
  const protocols = new Map<string, (request: Request) => Promise<Response>>();
  const privileged: unknown[] = [];
  class FakeWindow {
    url?: string;
    closeListeners: Array<(event: { preventDefault(): void }) => void> = [];
    closed = false;
    listeners = new Map<string, () => void>();
    webContents = {
      setZoomFactor: jest.fn(),
      setWindowOpenHandler: jest.fn(),
      on: jest.fn(),
      session: { setPermissionRequestHandler: jest.fn(), setPermissionCheckHandler: jest.fn() },
      send: jest.fn((channel: string, payload: unknown) => sentToPage.push([channel, payload])),
      isDestroyed: () => this.closed,
      isCrashed: () => false,
    };
    constructor(readonly options: unknown) {
      windows.push(this);
    }
    once = jest.fn();
    show = jest.fn();
    maximize = jest.fn();
    isMaximized = () => false;
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 800 });
    getBounds = () => ({ x: 0, y: 0, width: 800, height: 160 });
    showInactive = jest.fn();
    setIgnoreMouseEvents = jest.fn();
    isDestroyed = () => this.closed;
    isMinimized = () => false;
    restore = jest.fn();
    focus = jest.fn();
    hide = jest.fn();
    on(event: string, listener: (event: { preventDefault(): void }) => void) {
      if (event === 'close') this.closeListeners.push(listener);
      else this.listeners.set(event, () => listener({ preventDefault: () => undefined }));
      return this;
    }
    /** Electron's close: a preventable `close` event, then the window is gone (`closed`). */
    close() {
      let prevented = false;
      this.closeListeners.forEach((listener) =>
        listener({ preventDefault: () => (prevented = true) }),
      );
      if (prevented) return;
      this.closed = true;
      this.listeners.get('closed')?.();
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
      requestSingleInstanceLock: () => !secondInstance,
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => privileged.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        protocols.set(scheme, handler),
      unhandle: (scheme: string) => protocols.delete(scheme),
    },
    screen: {
      getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
      getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }),
    },
    ipcMain: {
      handle: (
        channel: string,
        listener: (event: unknown, ...args: unknown[]) => Promise<unknown>,
      ) => ipcListeners.set(channel, listener),
      removeHandler: (channel: string) => ipcListeners.delete(channel),
    },
    BrowserWindow: FakeWindow,
    shell: {
      openExternal: jest.fn(),
      openPath: jest.fn(async () => ''),
      showItemInFolder: jest.fn(),
    },
    dialog: { showOpenDialog: jest.fn() },
    ...tray.electron,
    globalShortcut: keyboard.globalShortcut,
  } as unknown as DesktopElectron;
  return {
    electron,
    ipcListeners,
    appListeners,
    windows,
    protocols,
    privileged,
    tray,
    keyboard,
    sentToPage,
  };
}

/** Keeps the tests off the embedded NetEase server: a closed loopback port as the upstream. */
const env = { UPSTREAM: 'url', UPSTREAM_URL: 'http://127.0.0.1:9' };

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

  async function launch(fake: ReturnType<typeof fakeElectron>): Promise<RunningDesktop> {
    const started = await startDesktop(
      fake.electron,
      {
        rendererDir: join(root, 'renderer'),
        preloadPath: '/app/preload.js',
        trayIconPath: '/t.png',
      },
      { env },
    );
    if (!started) throw new Error('expected the first instance');
    running = started;
    return started;
  }

  function storeSettings(settings: object) {
    mkdirSync(join(root, 'user', 'store'), { recursive: true });
    writeFileSync(join(root, 'user', 'store', 'settings.json'), JSON.stringify(settings));
  }

  it('serves the renderer and the API on app://cadenza from the gateway on musicApiPort', async () => {
    const port = await freePort();
    storeSettings({ ...DEFAULT_SETTINGS, musicApiPort: port, contentZoomFactor: 1.25 });
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await launch(fake);
    expect(desktop.appUrl).toBe('app://cadenza/');
    expect(desktop.gateway.port).toBe(port);
    expect(fake.privileged).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
    const handle = fake.protocols.get('app');
    const health = await (await handle?.(new Request('app://cadenza/api/health')))?.json();
    expect(health).toMatchObject({ status: 'ok', version: '9.8.7' });
    const page = await handle?.(
      new Request('app://cadenza/music-list/7', { headers: { accept: 'text/html' } }),
    );
    expect(await page?.text()).toContain('<div id="root">');
    // The gateway's policy reaches the window with its page.
    expect(page?.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(fake.windows).toHaveLength(1);
    expect((fake.windows[0] as { url?: string }).url).toBe('app://cadenza/');
    expect(fake.windows[0]?.options).toMatchObject({
      frame: false,
      webPreferences: {
        zoomFactor: 1.25,
        contextIsolation: true,
        sandbox: true,
        webSecurity: true,
      },
    });
  });

  it('keeps its origin when musicApiPort is taken, and tells the page the port it got', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      storeSettings({ ...DEFAULT_SETTINGS, musicApiPort: taken });
      const fake = fakeElectron(join(root, 'user'));
      const desktop = await launch(fake);
      expect(desktop.gateway.port).toBeGreaterThan(taken);
      expect(desktop.appUrl).toBe('app://cadenza/');
      const port = await fake.ipcListeners.get('get-api-port')?.({
        senderFrame: { url: 'app://cadenza/set' },
      });
      expect(port).toBe(desktop.gateway.port);
    } finally {
      blocker.close();
    }
  });

  it('a second launch quits at once and starts nothing', async () => {
    const fake = fakeElectron(join(root, 'user'), { secondInstance: true });
    const started = await startDesktop(
      fake.electron,
      { rendererDir: join(root, 'renderer'), preloadPath: '/p.js', trayIconPath: '/t.png' },
      { env },
    );
    expect(started).toBeNull();
    expect(fake.electron.app.quit).toHaveBeenCalled();
    expect(fake.windows).toHaveLength(0);
    expect(fake.ipcListeners.size).toBe(0);
  });

  it('starts on defaults with a corrupt settings file, and still reports it to the renderer', async () => {
    mkdirSync(join(root, 'user', 'store'), { recursive: true });
    writeFileSync(join(root, 'user', 'store', 'settings.json'), '{"musicApiPort": 30');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await launch(fake);
    const read = fake.ipcListeners.get('get-store-value');
    await expect(read?.({ senderFrame: { url: desktop.appUrl } }, 'settings')).rejects.toThrow(
      /corrupt/,
    );
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('answers IPC from its own page only and tracks the language', async () => {
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await launch(fake);
    const changeLanguage = fake.ipcListeners.get('change-language');
    await changeLanguage?.({ senderFrame: { url: desktop.appUrl } }, 'en-US');
    expect(desktop.language()).toBe('en-US');
    for (const url of ['https://evil.example/', `http://127.0.0.1:${desktop.gateway.port}/`]) {
      await expect(changeLanguage?.({ senderFrame: { url } }, 'zh-CN')).rejects.toThrow(
        /untrusted frame/,
      );
    }
    expect(desktop.language()).toBe('en-US');
  });

  it('opens the window where it was left', async () => {
    mkdirSync(join(root, 'user', 'store'), { recursive: true });
    writeFileSync(
      join(root, 'user', 'store', 'window-state.json'),
      JSON.stringify({ bounds: { x: 40, y: 30, width: 1000, height: 700 }, maximized: true }),
    );
    const fake = fakeElectron(join(root, 'user'));
    await launch(fake);
    expect(fake.windows[0]?.options).toMatchObject({ x: 40, y: 30, width: 1000, height: 700 });
    expect((fake.windows[0] as unknown as { maximize: jest.Mock }).maximize).toHaveBeenCalled();
  });

  it('answers the update channels from the configured release source', async () => {
    const served: string[] = [];
    const http = createHttpServer((request, response) => {
      served.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ tag_name: 'v10.0.0', html_url: 'https://x.example/', assets: [] }),
      );
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await startDesktop(
      fake.electron,
      { rendererDir: join(root, 'renderer'), preloadPath: '/p.js', trayIconPath: '/t.png' },
      {
        env,
        releaseSource: {
          repo: 'acme/cadenza',
          releaseUrl: `${origin}/latest.json`,
          trustedHttpOrigin: origin,
          naming: null,
        },
      },
    );
    if (!desktop) throw new Error('expected the first instance');
    running = desktop;
    const frame = { senderFrame: { url: desktop.appUrl } };
    await expect(fake.ipcListeners.get('check-for-update')?.(frame)).resolves.toMatchObject({
      kind: 'update',
      latestVersion: '10.0.0',
      currentVersion: '9.8.7',
    });
    await expect(fake.ipcListeners.get('get-arch')?.(frame)).resolves.toEqual({
      platform: process.platform,
      arch: process.arch,
    });
    expect(served).toEqual(['/latest.json']);
    await new Promise((resolve) => http.close(resolve));
  });

  it('holds the quit until the gateway has stopped, then exits', async () => {
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await launch(fake);
    const port = desktop.gateway.port;
    const firstQuit = { preventDefault: jest.fn() };
    fake.appListeners.get('will-quit')?.(firstQuit);
    expect(firstQuit.preventDefault).toHaveBeenCalled();
    await desktop.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.electron.app.exit).toHaveBeenCalledWith(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow('fetch failed');
    const secondQuit = { preventDefault: jest.fn() };
    fake.appListeners.get('will-quit')?.(secondQuit);
    expect(secondQuit.preventDefault).not.toHaveBeenCalled();
    running = undefined;
  });

  it('quits when every window is closed and unregisters IPC and the scheme on stop', async () => {
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await launch(fake);
    fake.appListeners.get('window-all-closed')?.();
    expect(fake.electron.app.quit).toHaveBeenCalled();
    await desktop.stop();
    running = undefined;
    expect(fake.ipcListeners.size).toBe(0);
    expect(fake.protocols.size).toBe(0);
  });

  it('keeps remote control off until saved settings turn it on, then follows them', async () => {
    const port = await freePort();
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await launch(fake);
    expect(desktop.remoteControl.state().server.state).toBe('off');
    const frame = { senderFrame: { url: desktop.appUrl } };
    const save = fake.ipcListeners.get('set-store-value');
    const remoteControl = { ...DEFAULT_SETTINGS.remoteControl, enabled: true, port };
    await save?.(frame, 'settings', { ...DEFAULT_SETTINGS, remoteControl });
    for (let tries = 0; desktop.remoteControl.state().server.state !== 'listening'; tries += 1) {
      if (tries > 100) throw new Error('remote control did not start');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(desktop.remoteControl.server.address()).toEqual({ address: '127.0.0.1', port });
    const answer = await fetch(`http://127.0.0.1:${port}/now-playing`);
    expect(answer.status).toBe(401);
    // The page heard the change, and the saved page zoom applies at once.
    const window = fake.windows[0] as unknown as {
      webContents: { send: jest.Mock; setZoomFactor: jest.Mock };
    };
    expect(window.webContents.setZoomFactor).toHaveBeenCalledWith(
      DEFAULT_SETTINGS.contentZoomFactor,
    );
    expect(window.webContents.send).toHaveBeenCalledWith(
      'remote-control-changed',
      expect.objectContaining({ server: expect.objectContaining({ state: 'listening', port }) }),
    );

    await desktop.stop();
    running = undefined;
    await expect(fetch(`http://127.0.0.1:${port}/now-playing`)).rejects.toThrow('fetch failed');
  });

  it('puts the tray up in the stored language and registers the stored global shortcuts', async () => {
    mkdirSync(join(root, 'user', 'store'), { recursive: true });
    writeFileSync(
      join(root, 'user', 'store', 'settings.json'),
      JSON.stringify({ ...DEFAULT_SETTINGS, language: 'en-US' }),
    );
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await launch(fake);
    expect(fake.tray.state.iconPath).toBe('/t.png');
    expect(fake.tray.labels()).toContain('Quit');
    expect(fake.keyboard.registered()).toContain('CommandOrControl+Alt+P');
    const changeLanguage = fake.ipcListeners.get('change-language');
    await changeLanguage?.({ senderFrame: { url: desktop.appUrl } }, 'zh-CN');
    // The strings of the other language load first; the tray follows once they are in.
    await until(() => fake.tray.labels().includes('退出'));
    await desktop.stop();
    running = undefined;
    expect(fake.keyboard.registered()).toEqual([]);
    expect(fake.tray.state.destroyed).toBe(true);
  });

  it('asks the page when the window closes, and lets it close once the app quits', async () => {
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await launch(fake);
    const page = { senderFrame: { url: desktop.appUrl } };
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
    const desktop = await launch(fake);
    const page = { senderFrame: { url: desktop.appUrl } };
    await fake.ipcListeners.get('suspend-global-shortcuts')?.(page, true);
    expect(fake.keyboard.registered()).toEqual([]);
    const onContents = fake.windows[0]?.webContents.on as jest.Mock;
    const reload = onContents.mock.calls.find(([event]) => event === 'did-start-loading');
    (reload?.[1] as () => void)();
    expect(fake.keyboard.registered()).toContain('CommandOrControl+Alt+P');
  });

  it('opens the lyric window on the app’s /lyric page, and closes it with the main window', async () => {
    const fake = fakeElectron(join(root, 'user'));
    const desktop = await launch(fake);
    const toggle = fake.ipcListeners.get('toggle-lyric-window');
    await expect(toggle?.({ senderFrame: { url: desktop.appUrl } })).resolves.toBe(true);
    expect(fake.windows).toHaveLength(2);
    const [main, lyric] = fake.windows as unknown as Array<{
      url?: string;
      options: { transparent?: boolean; webPreferences?: { preload?: string } };
      closed: boolean;
      close(): void;
    }>;
    expect(lyric?.url).toBe(`${desktop.appUrl}lyric`);
    expect(lyric?.options).toMatchObject({
      transparent: true,
      webPreferences: { preload: '/app/preload.js' },
    });
    // Quitting lets the main window close (the close action would otherwise ask the page).
    fake.appListeners.get('before-quit')?.();
    main?.close();
    expect(lyric?.closed).toBe(true);
    expect(desktop.lyricWindow.isOpen).toBe(false);
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
