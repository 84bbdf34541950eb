// Which actions main runs itself and which it hands to the page, and how the registration stands,
// are the renderer port's types (`GlobalShortcutsPort` in libs/platform), imported as types only.
import type {
  PageShortcutAction,
  ShellShortcutAction,
  ShortcutRegistration,
  ShortcutRegistrationFailure,
} from '@cadenza/platform';

export type {
  PageShortcutAction,
  ShellShortcutAction,
  ShortcutRegistration,
  ShortcutRegistrationFailure,
};

/** The page → main half of the shortcuts (spec §7 "Shortcuts and windows"). */
export interface ShortcutsInvokeContract {
  /** The saved shortcut map changed: main registers the global ones again and says how it went. */
  'update-app-shortcuts': { args: [shortcuts: unknown]; result: ShortcutRegistration };
  /** How the global shortcuts stand now (the settings screen asks when it opens). */
  'get-shortcut-registration': { args: []; result: ShortcutRegistration };
  /** Pauses the global shortcuts while a combination is recorded, so the page receives the keys. */
  'suspend-global-shortcuts': { args: [suspended: boolean]; result: ShortcutRegistration };
  /** An app-scoped shortcut pressed in the page whose action main owns (mini mode, lyric window). */
  'run-shell-shortcut': { args: [action: ShellShortcutAction]; result: void };
}

/** The channels of {@link ShortcutsInvokeContract}. */
export const SHORTCUTS_INVOKE_CHANNELS: Record<keyof ShortcutsInvokeContract, true> = {
  'update-app-shortcuts': true,
  'get-shortcut-registration': true,
  'suspend-global-shortcuts': true,
  'run-shell-shortcut': true,
};

/** What main tells the page about shortcuts. */
export interface ShortcutsEventContract {
  /** A global shortcut was pressed: the page runs the action as its own shortcuts do. */
  'global-shortcut': PageShortcutAction;
  /** The registration changed (a failure appeared or went away, or the pause ended). */
  'shortcut-registration': ShortcutRegistration;
}

/** The shortcuts part of the preload's bridge. */
export interface ShortcutsBridge {
  readonly shortcuts: {
    update(shortcuts: unknown): Promise<ShortcutRegistration>;
    registration(): Promise<ShortcutRegistration>;
    suspend(suspended: boolean): Promise<ShortcutRegistration>;
    runInShell(action: ShellShortcutAction): Promise<void>;
    onGlobalShortcut(listener: (action: PageShortcutAction) => void): () => void;
    onRegistration(listener: (registration: ShortcutRegistration) => void): () => void;
  };
}
