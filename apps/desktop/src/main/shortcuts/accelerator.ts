import { parseCombination } from '@cadenza/settings';

/**
 * Named keys Electron's accelerators know (docs: "Available key codes"), in the spelling the
 * settings lib uses for them: the lib writes combinations in accelerator style on purpose.
 */
const ELECTRON_NAMED_KEYS: ReadonlySet<string> = new Set([
  'Plus',
  'Space',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'Enter',
  'Up',
  'Down',
  'Left',
  'Right',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'VolumeUp',
  'VolumeDown',
  'VolumeMute',
  'MediaNextTrack',
  'MediaPreviousTrack',
  'MediaStop',
  'MediaPlayPause',
  ...Array.from({ length: 24 }, (_, index) => `F${index + 1}`),
]);

/** Single keys an accelerator takes: letters, digits and the US keyboard's punctuation. */
const ELECTRON_SINGLE_KEY = /^[A-Z0-9)!@#$%^&*(:;=<,_\-.>?/~`{\][|\\}'"]$/;

/**
 * The Electron accelerator of a saved combination, with exactly its modifiers: ctrl-or-meta
 * becomes `CommandOrControl` (Ctrl on Windows and Linux, Cmd on macOS; the page matches either
 * the same way), then `Alt`, then `Shift`; none is added or dropped. `null` when the combination
 * cannot be read or its key is one Electron cannot register (a letter of another alphabet).
 */
export function toAccelerator(combination: string): string | null {
  const parsed = parseCombination(combination);
  if (!parsed) return null;
  if (!ELECTRON_NAMED_KEYS.has(parsed.key) && !ELECTRON_SINGLE_KEY.test(parsed.key)) return null;
  return [
    parsed.ctrlOrMeta ? 'CommandOrControl' : null,
    parsed.alt ? 'Alt' : null,
    parsed.shift ? 'Shift' : null,
    parsed.key,
  ]
    .filter((part): part is string => part !== null)
    .join('+');
}
