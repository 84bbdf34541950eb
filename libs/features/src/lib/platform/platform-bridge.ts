import type {
  IdbFactory,
  MachineInfo,
  RequestDevice,
  ShellUpdateCheck,
  UpdateDownloadProgress,
  UpdateDownloadResult,
  UnblockBridge,
} from '@cadenza/api-client';
import type { Language } from '@cadenza/i18n';
import type { KeyValueStorage } from '@cadenza/ports';
import type { SettingsStoragePort, ShortcutAction, ShortcutsConfig } from '@cadenza/settings';
import type { RemoteControlPort } from '../remote-control/remote-control-port';
import type { DownloadsPort } from './downloads-port';
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

/** What the update modal asks of the desktop shell. */
export interface UpdatesPort {
  /** Is there a newer release? Never rejects: a failed check is `{ kind: 'none' }` (spec §8). */
  check(): Promise<ShellUpdateCheck>;
  /** The OS and CPU, for the installer choice. */
  machine(): Promise<MachineInfo>;
  /** Starts the download; rejects when it cannot start ("Start download failed"). */
  startDownload(url: string): Promise<void>;
  /** Runs the downloaded installer; the app quits. Rejects when the shell refuses or fails. */
  install(filePath: string): Promise<void>;
  /** Progress of the running download; returns the unsubscribe. */
  subscribeProgress(listener: (progress: UpdateDownloadProgress) => void): () => void;
  /** The end of the download (its file, or a failure); returns the unsubscribe. */
  subscribeComplete(listener: (result: UpdateDownloadResult) => void): () => void;
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

/** What the tray shows of the player. */
export interface NowPlaying {
  title: string;
  /** The artists as one line; empty when unknown. */
  artists: string;
  playing: boolean;
}

/** A player entry of the tray menu. */
export type TrayCommand = 'toggle' | 'previous' | 'next';

/** The page's side of the desktop tray. */
export interface TrayLink {
  /** The song or the playing state changed (`null`: nothing is current). Call on changes only. */
  reportNowPlaying(nowPlaying: NowPlaying | null): void;
  /** Calls the listener on each player entry clicked in the tray; returns the unsubscribe. */
  subscribeCommands(listener: (command: TrayCommand) => void): () => void;
}

/** How the main window closes, once chosen: to the tray, or the app quits. */
export type CloseChoice = 'minimize' | 'close';

/** The page's side of the close-choice dialog. */
export interface CloseChoicePort {
  /** Calls the listener each time the shell asks (with the question's id); returns the unsubscribe. */
  subscribe(listener: (requestId: number) => void): () => void;
  /** Answers a question: a choice, or `null` when the listener dismissed the dialog. */
  answer(requestId: number, choice: CloseChoice | null): void;
}

/** A combination the shell could not register system-wide. */
export interface ShortcutRegistrationFailure {
  action: ShortcutAction;
  /** The accelerator as asked for (`CommandOrControl+Alt+P`, `MediaPlayPause`). */
  accelerator: string;
  /** `taken`: another app holds it; `rejected`: the system cannot register that key at all. */
  reason: 'taken' | 'rejected';
}

/** How the shell's global shortcuts stand. */
export interface ShortcutRegistration {
  failures: readonly ShortcutRegistrationFailure[];
  /** Paused while the editor records a combination. */
  suspended: boolean;
}

/** The actions the desktop shell carries out itself (it owns their windows). */
export type ShellShortcutAction = Extract<ShortcutAction, 'toggleMiniMode' | 'toggleLyricWindow'>;

/** The actions a global shortcut hands to the page (the player's and the favourite). */
export type PageShortcutAction = Exclude<ShortcutAction, ShellShortcutAction>;

/** The page's side of the desktop's global shortcuts. */
export interface GlobalShortcutsPort {
  /** The saved map changed (or the page started): the shell registers the global ones again. */
  update(shortcuts: ShortcutsConfig): void;
  /** Pauses the global shortcuts while the editor records, so the keys reach the page. */
  suspend(suspended: boolean): void;
  /** An app-scoped shortcut pressed in the page whose action the shell owns. */
  runInShell(action: ShellShortcutAction): void;
  /** Calls the listener on every global shortcut pressed; returns the unsubscribe. */
  subscribeActions(listener: (action: PageShortcutAction) => void): () => void;
  /** Calls the listener with the registration now, then on every change; returns the unsubscribe. */
  subscribeRegistration(listener: (registration: ShortcutRegistration) => void): () => void;
}
