import type { IdbFactory, RequestDevice, UnblockBridge } from '@cadenza/api-client';
import type { Language } from '@cadenza/i18n';
import type { KeyValueStorage } from '@cadenza/ports';
import type { SettingsStoragePort } from '@cadenza/settings';
import type { CloseChoicePort } from './close-choice.port';
import type { DownloadsPort } from './downloads.port';
import type { LyricWindowHost, LyricWindowView } from './lyric-window.port';
import type { RemoteControlPort } from './remote-control.port';
import type { GlobalShortcutsPort } from './shortcuts.port';
import type { TrayLink } from './tray.port';
import type { UpdatesPort } from './updates.port';
import type { WindowControls } from './window.port';

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
  /**
   * The port the desktop's embedded gateway listens on: `musicApiPort`, or the next free port
   * when that one was taken (settings show it). Absent on the web.
   */
  readonly boundApiPort?: () => Promise<number>;
  /**
   * The desktop's unblock bridge (spec §7): a song's URL from other sources, found by the shell
   * with the enabled sources. Absent on the web, whose resolution chain skips that step.
   */
  readonly unblockMusic?: UnblockBridge;
  /**
   * The installed font families, the system default first (spec §3 `systemFonts`), for the font
   * setting. Absent on the web, where a page cannot list them.
   */
  readonly systemFonts?: () => Promise<string[]>;
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
   * The desktop shell's updates (spec §4 "Update flow"): the release check, the installer
   * download with its progress, and the install. Absent on the web, which shows the traffic
   * drawer instead.
   */
  readonly updates?: UpdatesPort;
  /**
   * Remote control (desktop only: the main process runs its HTTP server): the page's player
   * carries out the remotes' commands and reports what plays; settings pair and revoke devices.
   * Absent on the web, where nothing listens.
   */
  readonly remoteControl?: RemoteControlPort;
  /**
   * The desktop's tray icon: the page tells it the song and playing state (its tooltip and
   * play/pause entry), and hears its player entries. Absent on the web.
   */
  readonly tray?: TrayLink;
  /**
   * The desktop's close-choice dialog (spec §2): the shell asks when the main window closes
   * with the close action "ask every time". Absent on the web, which has no window to close.
   */
  readonly closeChoice?: CloseChoicePort;
  /**
   * The shortcuts the desktop shell registers system-wide (global scope, media keys) and the
   * actions it owns (mini mode, the lyric window). Absent on the web, where every shortcut acts
   * in the page.
   */
  readonly globalShortcuts?: GlobalShortcutsPort;
  /**
   * The desktop shell's download manager (spec §6: desktop only): queues songs, reports their
   * progress, keeps the records of finished files. Absent on the web, where the song menu's
   * download is disabled with its reason.
   */
  readonly downloads?: DownloadsPort;
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
