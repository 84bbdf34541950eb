import { formatCombination, normalizeKey, parseCombination } from './combination';
import {
  SHORTCUT_ACTIONS,
  SHORTCUT_SCOPES,
  type ShortcutAction,
  type ShortcutBinding,
  type ShortcutScope,
} from './shortcut.model';

/** The parts of a key press a shortcut looks at (a DOM `KeyboardEvent`, renamed, fits). */
export interface ShortcutKeyEvent {
  /** `KeyboardEvent.key`. */
  key: string;
  /** `KeyboardEvent.code`, when known: names the key (`KeyP`) when Shift or Alt typed a symbol. */
  code?: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/** Repeats of one action closer than this are dropped (spec §5 and §9: 300 ms). */
export const SHORTCUT_REPEAT_WINDOW_MS = 300;

/**
 * The key of the event: what `key` names when that is a letter, digit or named key (so layouts
 * are respected); otherwise, when Shift or Alt turned it into a symbol (`!`, `π`), the letter or
 * digit of the physical key from `code`.
 */
function eventKey(event: ShortcutKeyEvent): string | null {
  const key = normalizeKey(event.key);
  if (key !== null && (key.length > 1 || /^[A-Z0-9]$/.test(key))) return key;
  const physical = /^(?:Key([A-Z])|Digit(\d))$/.exec(event.code ?? '');
  return physical ? (physical[1] ?? physical[2] ?? null) : key;
}

/**
 * Whether the event is the combination: ctrl-or-meta, alt, shift and the key must all match
 * exactly (spec §5), so `Ctrl+Alt+P` does not fire for `Ctrl+Alt+Shift+P`.
 */
export function matchShortcut(event: ShortcutKeyEvent, combination: string): boolean {
  const parsed = parseCombination(combination);
  if (!parsed) return false;
  return (
    (event.ctrl || event.meta) === parsed.ctrlOrMeta &&
    event.alt === parsed.alt &&
    event.shift === parsed.shift &&
    eventKey(event) === parsed.key
  );
}

/** The combination a key press spells, for recording a shortcut; `null` for a lone modifier. */
export function combinationFromEvent(event: ShortcutKeyEvent): string | null {
  const key = eventKey(event);
  if (key === null) return null;
  return formatCombination({
    ctrlOrMeta: event.ctrl || event.meta,
    alt: event.alt,
    shift: event.shift,
    key,
  });
}

/**
 * The enabled action the event triggers among the given scopes (the in-page listener on web
 * handles both, as there are no global shortcuts), or `null`.
 */
export function findShortcutAction(
  event: ShortcutKeyEvent,
  shortcuts: Readonly<Record<ShortcutAction, Readonly<ShortcutBinding>>>,
  scopes: readonly ShortcutScope[] = SHORTCUT_SCOPES,
): ShortcutAction | null {
  const action = SHORTCUT_ACTIONS.find((candidate) => {
    const binding = shortcuts[candidate];
    return (
      binding.enabled && scopes.includes(binding.scope) && matchShortcut(event, binding.combination)
    );
  });
  return action ?? null;
}

/** What an event target exposes about being editable (a DOM element fits). */
export interface ShortcutEventTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

/** Shortcuts are ignored while typing in an input, text area, select or editable (spec §5). */
export function isEditableTarget(target: ShortcutEventTarget | null | undefined): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true
  );
}

/** When each action last fired, in ms. */
export type ShortcutRepeatState = Readonly<Partial<Record<string, number>>>;

/**
 * Drops a repeat of the same action less than `windowMs` after it last fired (a held key);
 * other actions are unaffected. Pure: pass the returned state to the next call.
 */
export function filterShortcutRepeat(
  state: ShortcutRepeatState,
  action: string,
  now: number,
  windowMs: number = SHORTCUT_REPEAT_WINDOW_MS,
): { fire: boolean; state: ShortcutRepeatState } {
  const last = state[action];
  if (last !== undefined && now - last < windowMs) return { fire: false, state };
  return { fire: true, state: { ...state, [action]: now } };
}

/** A stateful wrapper of {@link filterShortcutRepeat}; `now` is injectable for tests. */
export function createShortcutRepeatFilter(
  now: () => number = Date.now,
  windowMs: number = SHORTCUT_REPEAT_WINDOW_MS,
): (action: string) => boolean {
  let state: ShortcutRepeatState = {};
  return (action) => {
    const result = filterShortcutRepeat(state, action, now(), windowMs);
    state = result.state;
    return result.fire;
  };
}
