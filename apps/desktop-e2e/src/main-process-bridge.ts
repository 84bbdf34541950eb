import { test as base, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const distDir = resolve(__dirname, '../../../dist/apps/desktop');

/** The built renderer-bridge bundle of apps/desktop (its real main-process handlers). */
interface RendererBridge {
  languageChanges: string[];
  /** Every event main sent to the page, in order. */
  sent: Array<{ channel: string; payload: unknown }>;
  /** The headless main window: what the page's title bar and mini mode did to it. */
  window: {
    bounds: { x: number; y: number; width: number; height: number };
    maximized: boolean;
    minimized: boolean;
    alwaysOnTop: boolean;
    visible: boolean;
    closed: boolean;
  };
  /** Whether the app quit. */
  app: { quit: boolean };
  /** Main's mini mode, as a shortcut or the tray drives it. */
  miniMode: { readonly on: boolean; set(on: boolean): void; toggle(): void };
  /** The update module: where it reads releases, and what its install step would launch. */
  updates: {
    useReleaseSource(
      source: {
        repo: string;
        releaseUrl?: string;
        trustedHttpOrigin?: string;
        naming: null;
      } | null,
      currentVersion: string,
    ): void;
    launched: { opened: string[]; spawned: string[]; quits: number };
    downloadDir: string;
  };
  /** Remote control as settings see it: the server's state (where it listens), devices, code. */
  remoteControlState(): {
    server: { state: string; port: number | null; urls: string[]; error: string | null };
    devices: Array<{ id: string; name: string; scope: string }>;
    pairing: { code: string; scope: string; expiresAt: number } | null;
  };
  /** Stops what the bridge started (the remote-control server). */
  dispose(): Promise<void>;
  /** The headless tray: its tooltip and menu, and clicks on them. */
  tray: {
    state: { tooltip: string };
    labels(): string[];
    enabled(id: string): boolean;
    click(id: string): void;
  };
  /** The system's keyboard as main's `globalShortcut` sees it. */
  keyboard: {
    takenByOtherApps: Set<string>;
    registered(): string[];
    /** Presses a combination with another app in front; false when the app has not registered it. */
    press(accelerator: string): boolean;
  };
  /** The system's close of the window (its frame's ×, Alt+F4). */
  closeWindow(): void;
  /** The system's side of downloads: the folder the picker answers next, what was shown or opened. */
  system: { nextFolder: string | null; shownItems: string[]; openedPaths: string[] };
  /** Stops the downloads still running (their partial files are deleted). */
  stopDownloads(): Promise<void>;
  /** Main's lyric window, as a shortcut or the tray drives it. */
  lyricWindow: { readonly isOpen: boolean; open(): Promise<void>; close(): void };
  /** What main did to the lyric window. */
  lyricWindowState: {
    open: boolean;
    url: string | null;
    bounds: { x: number; y: number; width: number; height: number } | null;
    ignoresMouse: boolean;
    forwardsMouse: boolean;
    alwaysOnTop: boolean;
    transparent: boolean;
  };
  invoke(frameUrl: string | undefined, channel: string, args: unknown[]): Promise<unknown>;
}
/** Where the lyric window main opens lives: a second page of the test's browser context. */
interface LyricPageHost {
  load(url: string): void;
  deliver(channel: string, payload: unknown): void;
  close(): void;
}
type RendererBridgeModule = {
  createRendererBridge(
    dataDir: string,
    appOrigin: string,
    deliver: (channel: string, payload: unknown) => void,
    lyricPage?: LyricPageHost,
  ): RendererBridge | Promise<RendererBridge>;
};

/** Hands one of main's events to a page's preload listeners. */
function deliverTo(page: Page | null, channel: string, payload: unknown): void {
  page
    ?.evaluate(
      ([name, value]) =>
        (
          window as unknown as { __cadenzaIpcDeliver?(c: unknown, p: unknown): void }
        ).__cadenzaIpcDeliver?.(name, value),
      [channel, payload] as const,
    )
    // A page closing (or still loading: it reads main's state when it starts) has no one to tell.
    .catch(() => undefined);
}

/**
 * Runs the built, unmodified preload the way a sandboxed Electron preload runs: `require` gives
 * only `electron`, whose `contextBridge` exposes to the page and whose `ipcRenderer.invoke`
 * crosses into the test process (Playwright binding), where the main-process handlers answer.
 * Main's events come back through `__cadenzaIpcDeliver`, called by the test process, which
 * hands them to the listeners the preload put on `ipcRenderer.on`.
 */
function preloadInitScript(preloadSource: string): string {
  return `(() => {
  const electron = {
    contextBridge: {
      exposeInMainWorld: (key, api) => Object.defineProperty(window, key, { value: Object.freeze(api) }),
    },
    ipcRenderer: {
      invoke: (channel, ...args) => window.__cadenzaIpcInvoke(channel, args),
      on: (channel, listener) => {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel).add(listener);
      },
      removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
    },
  };
  const listeners = new Map();
  Object.defineProperty(window, '__cadenzaIpcDeliver', {
    value: (channel, payload) =>
      listeners.get(channel)?.forEach((listener) => listener({ sender: null }, payload)),
  });
  const require = (name) => {
    if (name === 'electron') return electron;
    throw new Error('a sandboxed preload cannot require ' + name);
  };
  const module = { exports: {} };
  (function (require, module, exports) {
${preloadSource}
  })(require, module, module.exports);
})();`;
}

/** Fixtures: a page wired to the real main-process handlers, and the data folder they write. */
export const test = base.extend<{ dataDir: string; mainProcess: RendererBridge }>({
  // Playwright fixtures need an object-destructuring first parameter even when unused.
  // eslint-disable-next-line no-empty-pattern
  dataDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'cadenza-desktop-e2e-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  // Automatic: every page of these tests runs with the preload and the main process wired in;
  // the lyric window main opens is a second page of the same context, wired in the same way.
  mainProcess: [
    async ({ page, context, dataDir, baseURL }, use) => {
      const bridgeModule = require(
        join(distDir, 'testing/renderer-bridge.js'),
      ) as RendererBridgeModule;
      let lyricPage: Page | null = null;
      const lyricPageHost: LyricPageHost = {
        load(url) {
          void context.newPage().then(async (opened) => {
            lyricPage = opened;
            // The page is as big as the window main made.
            const bounds = bridge.lyricWindowState.bounds;
            if (bounds)
              await opened.setViewportSize({ width: bounds.width, height: bounds.height });
            await opened.goto(url).catch(() => undefined);
          });
        },
        deliver: (channel, payload) => deliverTo(lyricPage, channel, payload),
        close() {
          const closing = lyricPage;
          lyricPage = null;
          // After the call that closed it has had its answer.
          setTimeout(() => void closing?.close().catch(() => undefined), 0);
        },
      };
      const bridge = await bridgeModule.createRendererBridge(
        dataDir,
        new URL(baseURL ?? '').origin,
        (channel, payload) => deliverTo(page, channel, payload),
        lyricPageHost,
      );
      await context.exposeBinding(
        '__cadenzaIpcInvoke',
        ({ frame }, channel: string, args: unknown[]) => bridge.invoke(frame.url(), channel, args),
      );
      await context.addInitScript({
        content: preloadInitScript(readFileSync(join(distDir, 'preload/preload.js'), 'utf8')),
      });
      await use(bridge);
      // A download still running must not write into a data folder being deleted.
      await bridge.stopDownloads();
      await bridge.dispose();
    },
    { auto: true },
  ],
});
