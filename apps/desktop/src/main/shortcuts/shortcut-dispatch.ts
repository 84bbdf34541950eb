import type { ShortcutAction } from '@cadenza/settings';
import type { ShellShortcutAction } from '../../ipc/shortcuts.contract';
import type { SendToRenderer } from '../ipc/ipc-main';
import type { MiniModeController } from '../windows/mini-mode';

/** The actions main carries out itself: it owns the windows they act on. */
export const SHELL_SHORTCUT_ACTIONS: readonly ShellShortcutAction[] = [
  'toggleMiniMode',
  'toggleLyricWindow',
];

/** Narrows an action (or an untrusted value from the page) to one main carries out. */
export function isShellShortcutAction(action: unknown): action is ShellShortcutAction {
  return SHELL_SHORTCUT_ACTIONS.some((candidate) => candidate === action);
}

/** Where shortcut actions go. */
export interface ShortcutDispatchDeps {
  /** The page runs the player's actions and the favourite (`global-shortcut`). */
  send: SendToRenderer;
  miniMode: Pick<MiniModeController, 'toggle'>;
  /**
   * Shows or hides the lyric window. The hook point for the lyric window's module: absent until
   * that module is composed in, and then the action does nothing.
   */
  toggleLyricWindow?: () => void;
}

/**
 * Carries out a shortcut action: mini mode and the lyric window in main, everything else in the
 * page, through the same effect as the page's own shortcuts.
 */
export function createShortcutDispatch({
  send,
  miniMode,
  toggleLyricWindow,
}: ShortcutDispatchDeps): (action: ShortcutAction) => void {
  return (action) => {
    switch (action) {
      case 'toggleMiniMode':
        miniMode.toggle();
        return;
      case 'toggleLyricWindow':
        toggleLyricWindow?.();
        return;
      default:
        send('global-shortcut', action);
    }
  };
}
