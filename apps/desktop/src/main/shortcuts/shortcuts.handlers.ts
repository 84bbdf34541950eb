import { issueMessage } from '@cadenza/contract';
import { shortcutsSchema, type ShortcutAction } from '@cadenza/settings';
import type { IpcHandlersOf } from '../../ipc/contract';
import type { ShortcutsInvokeContract } from '../../ipc/shortcuts.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import type { GlobalShortcuts } from './global-shortcuts';
import { isShellShortcutAction } from './shortcut-dispatch';

/** What the shortcut channels act on. */
export interface ShortcutsHandlerDeps {
  shortcuts: GlobalShortcuts;
  /** Carries out an action (see `createShortcutDispatch`). */
  dispatch: (action: ShortcutAction) => void;
}

/**
 * The main-process side of the shortcut channels. The map from the page is untrusted: it must
 * be a whole, conflict-free shortcut map (the schema the settings document uses).
 */
export function createShortcutsHandlers({
  shortcuts,
  dispatch,
}: ShortcutsHandlerDeps): IpcHandlersOf<ShortcutsInvokeContract> {
  return {
    'update-app-shortcuts': async (map) => {
      const parsed = shortcutsSchema.safeParse(map);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new InvalidIpcArgumentError(
          `refused invalid shortcuts: ${issue ? issueMessage(issue, map) : ''}`,
        );
      }
      return shortcuts.apply(parsed.data);
    },
    'get-shortcut-registration': async () => shortcuts.registration(),
    'suspend-global-shortcuts': async (suspended) => {
      if (typeof suspended !== 'boolean') {
        throw new InvalidIpcArgumentError('the shortcut pause is on or off');
      }
      return shortcuts.setSuspended(suspended);
    },
    'run-shell-shortcut': async (action) => {
      if (!isShellShortcutAction(action)) {
        throw new InvalidIpcArgumentError(`"${String(action)}" is not an action of the shell`);
      }
      dispatch(action);
    },
  };
}
