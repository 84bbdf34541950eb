import { SHORTCUT_ACTIONS, type ShortcutAction, type ShortcutsConfig } from '@cadenza/settings';
import type { ShortcutRegistrationFailure } from '../../ipc/shortcuts.contract';
import { toAccelerator } from './accelerator';

/** One accelerator to register system-wide and the action it fires. */
export interface PlannedShortcut {
  accelerator: string;
  action: ShortcutAction;
}

/**
 * The keyboard's media keys and the actions they fire. They are global by nature (a listener
 * presses them with any app in front), so they need no binding of their own; each follows its
 * action's on/off switch, which is how turning every shortcut off silences them too.
 */
export const MEDIA_KEYS: readonly PlannedShortcut[] = [
  { accelerator: 'MediaPlayPause', action: 'togglePlay' },
  { accelerator: 'MediaNextTrack', action: 'nextPlay' },
  { accelerator: 'MediaPreviousTrack', action: 'prevPlay' },
];

/** What {@link planGlobalShortcuts} decides for a map. */
export interface GlobalShortcutPlan {
  planned: PlannedShortcut[];
  /** Enabled global bindings whose combination Electron cannot take (reported, not registered). */
  unusable: ShortcutRegistrationFailure[];
}

/**
 * The accelerators main registers for a saved map: every enabled binding of global scope (the
 * app-scoped ones act in the page), then the media keys of enabled actions. A binding the
 * listener chose wins over a media key on the same accelerator; the map's own conflicts were
 * refused when it was saved (`shortcutsSchema`).
 */
export function planGlobalShortcuts(shortcuts: ShortcutsConfig): GlobalShortcutPlan {
  const planned: PlannedShortcut[] = [];
  const unusable: ShortcutRegistrationFailure[] = [];
  for (const action of SHORTCUT_ACTIONS) {
    const { combination, enabled, scope } = shortcuts[action];
    if (!enabled || scope !== 'global') continue;
    const accelerator = toAccelerator(combination);
    if (accelerator === null)
      unusable.push({ action, accelerator: combination, reason: 'rejected' });
    else planned.push({ accelerator, action });
  }
  for (const mediaKey of MEDIA_KEYS) {
    const taken = planned.some((entry) => entry.accelerator === mediaKey.accelerator);
    if (shortcuts[mediaKey.action].enabled && !taken) planned.push(mediaKey);
  }
  return { planned, unusable };
}
