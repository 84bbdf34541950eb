import type { ValidationMessage } from '../validation/validation-message';
import { normalizeCombination } from './combination';
import {
  findShortcutConflicts,
  SHORTCUT_ACTIONS,
  type ShortcutAction,
  type ShortcutBinding,
  type ShortcutConflict,
  type ShortcutScope,
  type ShortcutsConfig,
} from './shortcut.model';
import { DEFAULT_SHORTCUTS } from '../settings-defaults';

/**
 * The shortcut map being edited. Edits apply only when saved (spec §4 "Shortcuts"); every
 * function here is pure and returns a new draft, so cancelling is just dropping the draft.
 */
export type ShortcutDraft = Readonly<Record<ShortcutAction, Readonly<ShortcutBinding>>>;

/** The outcome of {@link saveShortcuts}. */
export type SaveShortcutsResult =
  | { ok: true; shortcuts: ShortcutsConfig }
  | {
      ok: false;
      /** `validation.shortcutConflict`, or `validation.generic` for an unreadable combination. */
      message: ValidationMessage;
      conflicts: ShortcutConflict[];
      /** Actions whose combination could not be read. */
      invalid: ShortcutAction[];
    };

function copy(shortcuts: ShortcutDraft): ShortcutsConfig {
  const entries = SHORTCUT_ACTIONS.map((action) => [action, { ...shortcuts[action] }] as const);
  return Object.fromEntries(entries) as ShortcutsConfig;
}

function update(
  draft: ShortcutDraft,
  action: ShortcutAction,
  change: Partial<ShortcutBinding>,
): ShortcutDraft {
  return { ...draft, [action]: { ...draft[action], ...change } };
}

/** Starts editing the saved shortcuts: a copy the edits work on. */
export function startEditingShortcuts(saved: ShortcutDraft): ShortcutDraft {
  return copy(saved);
}

/**
 * Gives an action a new combination, in canonical spelling when it is readable; an unreadable
 * one is kept as typed, so {@link saveShortcuts} can name it.
 */
export function setShortcutCombination(
  draft: ShortcutDraft,
  action: ShortcutAction,
  combination: string,
): ShortcutDraft {
  return update(draft, action, { combination: normalizeCombination(combination) ?? combination });
}

/** Turns an action's shortcut on or off. */
export function setShortcutEnabled(
  draft: ShortcutDraft,
  action: ShortcutAction,
  enabled: boolean,
): ShortcutDraft {
  return update(draft, action, { enabled });
}

/** Moves an action's shortcut to the app or global scope. */
export function setShortcutScope(
  draft: ShortcutDraft,
  action: ShortcutAction,
  scope: ShortcutScope,
): ShortcutDraft {
  return update(draft, action, { scope });
}

/**
 * Checks the draft and gives the map to store. Rejects it with `validation.shortcutConflict`
 * ("Shortcut conflict, please reset") when two enabled actions of one scope share a
 * combination, and with `validation.generic` when a combination is unreadable.
 */
export function saveShortcuts(draft: ShortcutDraft): SaveShortcutsResult {
  const invalid = SHORTCUT_ACTIONS.filter(
    (action) => normalizeCombination(draft[action].combination) === null,
  );
  const conflicts = findShortcutConflicts(draft);
  if (conflicts.length > 0) {
    return { ok: false, message: { key: 'validation.shortcutConflict' }, conflicts, invalid };
  }
  if (invalid.length > 0) {
    return { ok: false, message: { key: 'validation.generic' }, conflicts, invalid };
  }
  return { ok: true, shortcuts: copy(draft) };
}

/** Drops the draft: the saved shortcuts stay as they were. */
export function cancelShortcutEditing(saved: ShortcutsConfig): ShortcutsConfig {
  return saved;
}

/** A draft holding the default shortcuts; like any edit it applies only once saved. */
export function resetShortcutsToDefaults(): ShortcutDraft {
  return copy(DEFAULT_SHORTCUTS);
}
