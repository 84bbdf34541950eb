import { useEffect, useMemo, useRef } from 'react';

/** The focus handlers {@link useReturnFocus} gives to a Radix Dialog or AlertDialog content. */
export interface ReturnFocusHandlers {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Gives focus back to whatever had it when a controlled dialog opened. Radix only restores focus
 * to its own `Dialog.Trigger`, and our dialogs are opened by state (a menu item, a shortcut), so
 * without this focus would fall to the body on close and keyboard users would lose their place.
 */
export function useReturnFocus(): ReturnFocusHandlers {
  const returnTo = useRef<HTMLElement | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);
  return useMemo(
    () => ({
      // Runs before Radix moves focus in, so the active element is still the opener.
      onOpenAutoFocus: (event: Event) => {
        const active = document.activeElement;
        const opener = active instanceof HTMLElement && active !== document.body ? active : null;
        returnTo.current = opener;
        if (opener && !opener.closest('[role="menu"]')) return;
        // Opened from a menu item: the item is about to go (or already gone, leaving focus on the
        // body). The closing menu hands focus to its trigger a moment later, and the dialog pulls
        // it straight back in; that trigger is where focus belongs once the dialog closes.
        const content = event.target instanceof Node ? event.target : null;
        const watch = (focus: FocusEvent) => {
          if (focus.target instanceof HTMLElement && !content?.contains(focus.target)) {
            returnTo.current = focus.target;
            stop();
          }
        };
        const stop = () => {
          document.removeEventListener('focusin', watch, true);
          stopWatching.current = null;
        };
        document.addEventListener('focusin', watch, true);
        stopWatching.current = stop;
      },
      onCloseAutoFocus: (event: Event) => {
        stopWatching.current?.();
        const target = returnTo.current;
        returnTo.current = null;
        // An opener that is gone (a list row that was deleted) cannot take focus back.
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      },
    }),
    [],
  );
}
