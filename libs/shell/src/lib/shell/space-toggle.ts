import { useEffect } from 'react';

/** True when a key press belongs to something the listener types into or operates with Space. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) {
    return true;
  }
  // Space activates buttons, links, switches, sliders and menu items: theirs, not ours.
  return (
    target.closest(
      'button, a[href], [role="button"], [role="switch"], [role="slider"], [role="menuitem"], [role="tab"], [role="radio"], [role="checkbox"], [role="option"]',
    ) !== null
  );
}

/**
 * Spec §2: the spacebar toggles play and pause anywhere outside input fields (and outside the
 * controls Space already operates). Held keys repeat nothing.
 */
export function useSpaceToggle(toggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.repeat || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}
