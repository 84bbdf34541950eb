import {
  combinationFromEvent,
  createShortcutRepeatFilter,
  isEditableTarget,
} from '@cadenza/settings';
import { useEffect, useState } from 'react';
import { shortcutKeyEvent } from '../shortcuts/shortcut-key-event';

/** What the recorder reports. */
export interface ShortcutRecorderHandlers {
  /** A key combination was pressed: the canonical spelling, modifiers exactly as held. */
  onRecord: (combination: string) => void;
  /** Escape: stop recording and keep the old combination. */
  onCancel: () => void;
}

/**
 * Records one key combination from the next key press anywhere on the page while `active`.
 * Listens on the window in the capture phase, so the press reaches no other handler (the tabs'
 * arrow keys, the app's Space toggle, a dialog's Escape). Keys typed in a field stay the field's
 * (spec §5); a modifier alone waits for its key; a held key's repeats, and presses of the same
 * combination within 300 ms, are dropped (spec §5 and §9), so holding Enter on the focused
 * record button cannot record twice or restart recording at once.
 */
export function useShortcutRecorder(active: boolean, handlers: ShortcutRecorderHandlers): void {
  // One filter for the editor's lifetime: a repeat arriving just after recording ended still
  // counts as a repeat of that press.
  const [repeats] = useState(() => createShortcutRepeatFilter());
  const { onRecord, onCancel } = handlers;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (isEditableTarget(target)) return;
      const modified = event.ctrlKey || event.metaKey || event.altKey || event.shiftKey;
      // A bare Tab still moves focus, so keyboard users can always leave the recorder.
      if (event.key === 'Tab' && !modified) return;
      if (event.key === 'Escape' && !modified) {
        event.preventDefault();
        event.stopPropagation();
        onCancel();
        return;
      }
      const combination = combinationFromEvent(shortcutKeyEvent(event));
      if (combination === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.repeat || !repeats(combination)) return;
      onRecord(combination);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active, onRecord, onCancel, repeats]);
}
