import type { Timers } from '@cadenza/ports';
import type { BrowserWindow, BrowserWindowConstructorOptions, Shell } from 'electron';
import type {
  LyricWindowControl,
  LyricWindowLyric,
  LyricWindowSong,
  LyricWindowState,
} from '../../ipc/lyric-window.contract';
import { createRendererSender, type SendToRenderer } from '../ipc/ipc-main';
import { createOriginCheck } from '../security/origin-check';
import type { JsonFileStore } from '../store/json-file-store';
import { guardWindow } from '../windows/window-guards';
import { lyricWindowOptions } from './lyric-window-options';
import {
  LYRIC_WINDOW_STORE_KEY,
  lyricWindowBounds,
  parsePlacement,
  type LyricWindowPlacement,
  type PlacementDisplay,
} from './lyric-window-placement';

/** A move or resize is saved this long after the last one (dragging sends many). */
export const LYRIC_WINDOW_SAVE_DELAY_MS = 500;

/** What the lyric window needs from Electron and the rest of main; injected for tests. */
export interface LyricWindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  shell: Pick<Shell, 'openExternal'>;
  /** Electron's `screen` (only the displays' work areas are read). */
  screen: { getAllDisplays(): PlacementDisplay[]; getPrimaryDisplay(): PlacementDisplay };
  /** Where its placement (bounds, locked) is remembered. */
  store: JsonFileStore;
  /** The app's URL; the window loads its `/lyric` route. */
  appUrl: string;
  preloadPath: string;
  /** Events to the main window's page (open/closed, controls). */
  sendToMain: SendToRenderer;
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  log?: (message: string, error: unknown) => void;
}

/** The lyric window, owned by main: the page, the tray or a global shortcut open and close it. */
export interface LyricWindowController {
  readonly isOpen: boolean;
  open(): Promise<void>;
  close(): void;
  /** Opens or closes it; resolves to whether it is open. */
  toggle(): Promise<boolean>;
  state(): LyricWindowState;
  sendSong(song: LyricWindowSong | null): void;
  sendLyric(lyric: LyricWindowLyric): void;
  /** A control of the lyric window, passed to the main window's player. */
  control(control: LyricWindowControl): void;
  setLocked(locked: boolean): Promise<void>;
  setInteractive(interactive: boolean): void;
  /** The settings document was saved: the lyric window follows its font, colours, language. */
  settingsSaved(settings: unknown): void;
}

/**
 * Creates the lyric window controller (spec §2 /lyric). The window is transparent, frameless,
 * always on top and movable; locked, it lets the mouse through to what is under it
 * (`setIgnoreMouseEvents` with `forward`, so the page still sees the pointer and can offer the
 * unlock button). Its bounds and lock are remembered in the store. Main keeps the last song and
 * lyric so a page that loads late, or reloads, can ask for them.
 */
export function createLyricWindow(deps: LyricWindowDeps): LyricWindowController {
  const log = deps.log ?? ((message, error) => console.error(`Cadenza: ${message}`, error));
  const url = new URL('lyric', deps.appUrl).href;
  const isAppUrl = createOriginCheck(deps.appUrl);
  let window: BrowserWindow | null = null;
  let placement: LyricWindowPlacement | null = null;
  let song: LyricWindowSong | null = null;
  let lyric: LyricWindowLyric | null = null;
  let saveTimer: unknown = null;
  const live = () => (window && !window.isDestroyed() ? window : null);
  const sendToLyric = createRendererSender(() => live()?.webContents ?? null);

  const loadPlacement = async (): Promise<LyricWindowPlacement> => {
    if (placement) return placement;
    const stored = await deps.store.read(LYRIC_WINDOW_STORE_KEY).catch((error: unknown) => {
      // A corrupt file was kept aside by the store; the window opens where it opens by default.
      log('the lyric window placement could not be read', error);
      return null;
    });
    placement ??= parsePlacement(stored);
    return placement;
  };
  const savePlacement = () => {
    deps.timers.clearTimeout(saveTimer);
    saveTimer = null;
    const target = live();
    if (!placement) return;
    if (target) placement = { ...placement, bounds: target.getBounds() };
    deps.store
      .write(LYRIC_WINDOW_STORE_KEY, placement)
      .catch((error: unknown) => log('the lyric window placement could not be saved', error));
  };
  const saveSoon = () => {
    deps.timers.clearTimeout(saveTimer);
    saveTimer = deps.timers.setTimeout(savePlacement, LYRIC_WINDOW_SAVE_DELAY_MS);
  };
  const applyLock = (target: BrowserWindow, locked: boolean) => {
    if (locked) target.setIgnoreMouseEvents(true, { forward: true });
    else target.setIgnoreMouseEvents(false);
  };

  const open = async () => {
    const existing = live();
    if (existing) {
      existing.showInactive();
      return;
    }
    const { bounds, locked } = await loadPlacement();
    if (live()) return; // opened by another call while the placement was read
    const { screen } = deps;
    const created = new deps.BrowserWindow(
      lyricWindowOptions(
        deps.preloadPath,
        lyricWindowBounds(bounds, screen.getAllDisplays(), screen.getPrimaryDisplay()),
      ),
    );
    window = created;
    guardWindow(created, { isAppUrl, shell: deps.shell, log });
    applyLock(created, locked);
    created.on('move', saveSoon);
    created.on('resize', saveSoon);
    // Still there on 'close' (not yet on 'closed'): the last bounds are read now.
    created.on('close', savePlacement);
    created.on('closed', () => {
      if (window === created) window = null;
      deps.sendToMain('lyric-window-open', false);
    });
    // Shown without focus: opening the lyrics must not take the keyboard from the main window.
    created.once('ready-to-show', () => created.showInactive());
    created.loadURL(url).catch((error: unknown) => log(`could not load ${url}`, error));
    deps.sendToMain('lyric-window-open', true);
  };
  const close = () => live()?.close();

  return {
    get isOpen() {
      return live() !== null;
    },
    open,
    close,
    async toggle() {
      if (live()) close();
      else await open();
      return live() !== null;
    },
    state: () => ({ open: live() !== null, locked: placement?.locked ?? false, song, lyric }),
    sendSong(next) {
      // Lines of another song are stale the moment the song changes.
      if (lyric && lyric.songId !== next?.id) lyric = null;
      song = next;
      sendToLyric('lyric-song', next);
    },
    sendLyric(next) {
      if (next.type === 'update' && lyric && lyric.songId === next.songId) {
        lyric = { ...lyric, timeMs: next.timeMs, playing: next.playing };
      } else {
        lyric = next;
      }
      sendToLyric('lyric-data', next);
    },
    control: (action) => deps.sendToMain('lyric-control', action),
    async setLocked(locked) {
      placement = { ...(await loadPlacement()), locked };
      const target = live();
      if (target) applyLock(target, locked);
      savePlacement();
      sendToLyric('lyric-window-locked', locked);
    },
    setInteractive(interactive) {
      const target = live();
      if (!target || !placement?.locked) return;
      applyLock(target, !interactive);
    },
    settingsSaved: (settings) => sendToLyric('lyric-window-settings', settings),
  };
}
