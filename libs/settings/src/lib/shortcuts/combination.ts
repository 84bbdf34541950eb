/**
 * Key combinations are written in Electron's accelerator style, e.g. `CommandOrControl+Alt+P`,
 * so desktop can register global ones as they are. Ctrl and Cmd are one modifier
 * ("ctrl-or-meta", spec §5), so `Ctrl+P`, `Cmd+P` and `CommandOrControl+P` are the same
 * combination; the canonical spelling uses `CommandOrControl`.
 */

/** A combination taken apart. */
export interface ParsedCombination {
  ctrlOrMeta: boolean;
  alt: boolean;
  shift: boolean;
  /** The canonical key name: an upper-case character or a name such as `Left`, `Space`, `F5`. */
  key: string;
}

type Modifier = 'ctrlOrMeta' | 'alt' | 'shift';

const MODIFIERS: Readonly<Record<string, Modifier>> = {
  commandorcontrol: 'ctrlOrMeta',
  cmdorctrl: 'ctrlOrMeta',
  control: 'ctrlOrMeta',
  ctrl: 'ctrlOrMeta',
  command: 'ctrlOrMeta',
  cmd: 'ctrlOrMeta',
  meta: 'ctrlOrMeta',
  super: 'ctrlOrMeta',
  alt: 'alt',
  option: 'alt',
  shift: 'shift',
};

const NAMED_KEYS = [
  'Space',
  'Enter',
  'Escape',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Left',
  'Right',
  'Up',
  'Down',
  'Plus',
  'MediaPlayPause',
  'MediaNextTrack',
  'MediaPreviousTrack',
  'MediaStop',
  'VolumeUp',
  'VolumeDown',
  'VolumeMute',
  ...Array.from({ length: 24 }, (_, index) => `F${index + 1}`),
];

/** Lower-case spellings (accelerator names and DOM `KeyboardEvent.key` values) → canonical. */
const KEY_ALIASES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(NAMED_KEYS.map((name) => [name.toLowerCase(), name])),
  ' ': 'Space',
  spacebar: 'Space',
  return: 'Enter',
  esc: 'Escape',
  del: 'Delete',
  arrowleft: 'Left',
  arrowright: 'Right',
  arrowup: 'Up',
  arrowdown: 'Down',
  '+': 'Plus',
  mediatracknext: 'MediaNextTrack',
  mediatrackprevious: 'MediaPreviousTrack',
  audiovolumeup: 'VolumeUp',
  audiovolumedown: 'VolumeDown',
  audiovolumemute: 'VolumeMute',
};

/** DOM `KeyboardEvent.key` values of the modifier keys themselves. */
const MODIFIER_KEYS = new Set(['control', 'meta', 'alt', 'altgraph', 'shift', 'os', 'super']);

/**
 * The canonical name of one key (`arrowleft` → `Left`, `p` → `P`, ` ` → `Space`), or `null`
 * for modifiers and keys a combination cannot use.
 */
export function normalizeKey(key: string): string | null {
  const lower = key.toLowerCase();
  if (MODIFIER_KEYS.has(lower) || MODIFIERS[lower]) return null;
  const alias = KEY_ALIASES[lower];
  if (alias) return alias;
  return [...key].length === 1 && key.trim() !== '' ? key.toUpperCase() : null;
}

/**
 * Takes a combination apart; `null` when it is not one (empty, modifiers only, an unknown key,
 * or more than one non-modifier key).
 */
export function parseCombination(combination: string): ParsedCombination | null {
  const parts = combination.split('+').map((part) => part.trim());
  const keyPart = parts.pop();
  if (keyPart === undefined || keyPart === '') return null;
  const key = normalizeKey(keyPart);
  if (key === null) return null;
  const parsed: ParsedCombination = { ctrlOrMeta: false, alt: false, shift: false, key };
  for (const part of parts) {
    const modifier = MODIFIERS[part.toLowerCase()];
    if (!modifier) return null;
    parsed[modifier] = true;
  }
  return parsed;
}

/** The canonical spelling of parsed parts: modifiers in the order CommandOrControl, Alt, Shift. */
export function formatCombination(parsed: ParsedCombination): string {
  return [
    parsed.ctrlOrMeta ? 'CommandOrControl' : null,
    parsed.alt ? 'Alt' : null,
    parsed.shift ? 'Shift' : null,
    parsed.key,
  ]
    .filter((part): part is string => part !== null)
    .join('+');
}

/** The canonical spelling (`ctrl+alt+p` → `CommandOrControl+Alt+P`), or `null` for none. */
export function normalizeCombination(combination: string): string | null {
  const parsed = parseCombination(combination);
  return parsed ? formatCombination(parsed) : null;
}
