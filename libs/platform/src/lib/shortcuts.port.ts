import type { ShortcutAction, ShortcutsConfig } from '@cadenza/settings';

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
