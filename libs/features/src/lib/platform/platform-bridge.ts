import type { IdbFactory, RequestDevice } from '@cadenza/api-client';
import type { Language } from '@cadenza/i18n';
import type { KeyValueStorage } from '@cadenza/ports';
import type { SettingsStoragePort } from '@cadenza/settings';
import type { LyricWindowHost, LyricWindowView } from './lyric-window-port';

/**
 * What a renderer needs from its platform (web page or Electron window). Screens talk to the
 * platform only through this port, so web and desktop share every screen.
 */
export interface PlatformBridge {
  readonly kind: 'web' | 'desktop';
  /**
   * Base of the gateway's API. `/api` on both platforms today: the web app is served by the
   * gateway, and the desktop renderer by the gateway its main process embeds.
   */
  readonly apiBaseUrl: string;
  /**
   * The `device` param of every API call (spec §7), read at request time: `pc` on desktop; on the
   * web `mobile` below 500 px of width, else `web`. Default: `pc` on desktop, `web` on the web.
   */
  readonly requestDevice?: () => RequestDevice;
  /** Where the settings document is kept (localStorage on web, the main-process store on desktop). */
  readonly settingsStorage: SettingsStoragePort;
  /**
   * Synchronous storage for the player's state (queue, progress, mode, volume, likes, history)
   * and per-song choices: the page's localStorage on both platforms (one fixed origin).
   */
  readonly storage: KeyValueStorage;
  /** The page's IndexedDB, for `musicDB` (lyric and song caches); absent where there is none. */
  readonly indexedDb?: IdbFactory;
  /**
   * A system notification, already in the interface language (spec §6: desktop only). Absent on
   * the web, where the app says the same in a toast.
   */
  readonly notify?: (notification: { title: string; body: string }) => void;
  /** Tells the shell the interface language changed (desktop: tray and lyric window follow). */
  notifyLanguageChanged(language: Language): void;
  /**
   * Mini mode on or off, as the desktop shell says it (spec §2, mini-mode guard); calls the
   * listener on every change and returns the unsubscribe. Absent on the web: never mini.
   */
  readonly subscribeMiniMode?: (listener: (miniMode: boolean) => void) => () => void;
  /**
   * The desktop window's own controls: its title bar is drawn in the page (a frameless window).
   * Absent on the web.
   */
  readonly windowControls?: WindowControls;
  /**
   * The desktop lyric window, for the main window's page: open and close it, feed it the song
   * and its lyrics, hear its controls (spec §2 /lyric, §7). Absent on the web.
   */
  readonly lyricWindow?: LyricWindowHost;
  /**
   * The lyric window's own page: the song and lyrics the shell forwards, its lock, its controls.
   * Absent on the web.
   */
  readonly lyricWindowView?: LyricWindowView;
}

/** What the title bar and the mini-mode button ask of the desktop window. */
export interface WindowControls {
  minimize(): void;
  toggleMaximize(): void;
  /** The close button: the desktop shell applies the close action (ask, tray, exit). */
  close(): void;
  setMiniMode(on: boolean): void;
  /** The mini player's playlist opened or closed: the window grows for it or shrinks back. */
  resizeMiniWindow(playlistOpen: boolean): void;
}
