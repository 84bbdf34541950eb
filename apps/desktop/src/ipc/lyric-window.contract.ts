/**
 * The desktop lyric window (spec §2 /lyric, §7 "Lyric window"): a second, transparent window that
 * shows the current line. The main window's page sends the song and the lyric JSON to main, which
 * keeps the last of each and forwards them to the lyric window's page; the lyric window's
 * controls come back to the main window's page through main.
 */

// The song, lines and controls are the renderer port's (`LyricWindowHost` in libs/platform):
// imported as types only, so no UI code reaches main or the preload.
import type {
  LyricWindowControl,
  LyricWindowLine,
  LyricWindowLyric,
  LyricWindowSong,
} from '@cadenza/platform';

export type { LyricWindowControl, LyricWindowLine, LyricWindowLyric, LyricWindowSong };

/** What main knows of the lyric window, for a page that (re)loads. */
export interface LyricWindowState {
  open: boolean;
  /** Click-through: the window lets the mouse reach what is under it. */
  locked: boolean;
  /** The last song the main window sent (null: nothing playing). */
  song: LyricWindowSong | null;
  /** The song's lines (the last `full` or `empty`), with the time of the last update folded in. */
  lyric: LyricWindowLyric | null;
}

/** Page → main. */
export interface LyricWindowInvokeContract {
  'open-lyric-window': { args: []; result: void };
  /** The lyric window's close control, or the main window's button. */
  'close-lyric-window': { args: []; result: void };
  /** Opens or closes it (the play bar's button, the shortcut); answers whether it is open. */
  'toggle-lyric-window': { args: []; result: boolean };
  'get-lyric-window-state': { args: []; result: LyricWindowState };
  /** The main window's song (null when nothing plays). */
  'send-lyric-song': { args: [song: LyricWindowSong | null]; result: void };
  /** The main window's lyric JSON. */
  'send-lyric': { args: [lyric: LyricWindowLyric]; result: void };
  /** A control of the lyric window, for the main window's player. */
  'lyric-window-control': { args: [control: LyricWindowControl]; result: void };
  /** Locks (click-through) or unlocks the lyric window; remembered. */
  'set-lyric-window-locked': { args: [locked: boolean]; result: void };
  /**
   * While locked, the pointer is over the unlock button: main lets the mouse in until it
   * leaves, so the button can be clicked.
   */
  'set-lyric-window-interactive': { args: [interactive: boolean]; result: void };
}

/** The channels of {@link LyricWindowInvokeContract}. */
export const LYRIC_WINDOW_INVOKE_CHANNELS: Record<keyof LyricWindowInvokeContract, true> = {
  'open-lyric-window': true,
  'close-lyric-window': true,
  'toggle-lyric-window': true,
  'get-lyric-window-state': true,
  'send-lyric-song': true,
  'send-lyric': true,
  'lyric-window-control': true,
  'set-lyric-window-locked': true,
  'set-lyric-window-interactive': true,
};

/** Main → pages. */
export interface LyricWindowEventContract {
  /** To the main window: the lyric window opened or closed (also when the listener closed it). */
  'lyric-window-open': boolean;
  /** To the main window: a control pressed in the lyric window. */
  'lyric-control': LyricWindowControl;
  /** To the lyric window: the song changed. */
  'lyric-song': LyricWindowSong | null;
  /** To the lyric window: lyric JSON from the main window. */
  'lyric-data': LyricWindowLyric;
  /** To the lyric window: it was locked or unlocked. */
  'lyric-window-locked': boolean;
  /** To the lyric window: the settings document was saved (font, colours, language). */
  'lyric-window-settings': unknown;
}

/** The lyric-window part of the preload's bridge. */
export interface LyricWindowBridge {
  readonly lyricWindow: {
    open(): Promise<void>;
    close(): Promise<void>;
    toggle(): Promise<boolean>;
    state(): Promise<LyricWindowState>;
    sendSong(song: LyricWindowSong | null): Promise<void>;
    sendLyric(lyric: LyricWindowLyric): Promise<void>;
    control(control: LyricWindowControl): Promise<void>;
    setLocked(locked: boolean): Promise<void>;
    setInteractive(interactive: boolean): Promise<void>;
    onOpen(listener: (open: boolean) => void): () => void;
    onControl(listener: (control: LyricWindowControl) => void): () => void;
    onSong(listener: (song: LyricWindowSong | null) => void): () => void;
    onLyric(listener: (lyric: LyricWindowLyric) => void): () => void;
    onLocked(listener: (locked: boolean) => void): () => void;
    onSettings(listener: (settings: unknown) => void): () => void;
  };
}
