/** The part of the document a press listener needs. */
export type PressTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** What a press reads of a `pointerdown` event. */
type Press = Pick<
  PointerEvent,
  'button' | 'pointerType' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'
>;

/** The link a press would open in this page, or null (another button, a new tab, a download). */
function linkOpenedBy(press: Press): HTMLAnchorElement | null {
  // A finger going down may be starting a scroll; a modified click opens a tab or a window.
  if (press.button !== 0 || press.pointerType === 'touch') return null;
  if (press.ctrlKey || press.metaKey || press.shiftKey || press.altKey) return null;
  const link = press.target instanceof Element ? press.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  return link.target === '' || link.target === '_self' ? link : null;
}

/**
 * Calls `onPress` with the address of a link the primary mouse or pen button went down on:
 * the click that follows will open it, about 100 ms later for a hand, and that time is a head
 * start for what the next screen needs. Returns the function that stops listening.
 */
export function listenForLinkPresses(
  target: PressTarget,
  onPress: (href: string) => void,
): () => void {
  const listener = (event: Event) => {
    const link = linkOpenedBy(event as unknown as Press);
    if (link) onPress(link.href);
  };
  target.addEventListener('pointerdown', listener, { capture: true, passive: true });
  return () => target.removeEventListener('pointerdown', listener, { capture: true });
}
