import type {
  PageShortcutAction,
  ShellShortcutAction,
  ShortcutRegistration,
  ShortcutsBridge,
} from '../ipc/shortcuts.contract';
import { invoke, subscribe } from './ipc-renderer';

/** The global shortcuts main registers, and the actions they hand to the page. */
export const shortcutsBridge: ShortcutsBridge = {
  shortcuts: {
    update: (shortcuts: unknown) => invoke('update-app-shortcuts', shortcuts),
    registration: () => invoke('get-shortcut-registration'),
    suspend: (suspended: boolean) => invoke('suspend-global-shortcuts', suspended),
    runInShell: (action: ShellShortcutAction) => invoke('run-shell-shortcut', action),
    onGlobalShortcut: (listener: (action: PageShortcutAction) => void) =>
      subscribe('global-shortcut', listener),
    onRegistration: (listener: (registration: ShortcutRegistration) => void) =>
      subscribe('shortcut-registration', listener),
  },
};
