import { formatCombination, parseCombination } from '@cadenza/settings';

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
  // The settings lib's named keys are Electron's (it writes combinations in accelerator style on
  // purpose); a single character must be one an accelerator takes.
  if ([...parsed.key].length === 1 && !ELECTRON_SINGLE_KEY.test(parsed.key)) return null;
  return formatCombination(parsed);
}
