import type { ShortcutKeyEvent } from '@cadenza/settings';

/** The parts of a DOM key press a shortcut looks at, in the settings lib's terms. */
export function shortcutKeyEvent(event: KeyboardEvent): ShortcutKeyEvent {
  return {
    key: event.key,
    code: event.code,
    ctrl: event.ctrlKey,
    meta: event.metaKey,
    alt: event.altKey,
    shift: event.shiftKey,
  };
}
