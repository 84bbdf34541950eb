import { isPlainPress, type PressFields } from '@cadenza/ui';

/** The part of the document a press listener needs. */
export type PressTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** The link a press would open in this page, or null (see `isPlainPress`; a new tab, a download). */
function linkOpenedBy(press: PressFields & Pick<Event, 'target'>): HTMLAnchorElement | null {
  if (!isPlainPress(press)) return null;
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
    const link = linkOpenedBy(event as PointerEvent);
    if (link) onPress(link.href);
  };
  target.addEventListener('pointerdown', listener, { capture: true, passive: true });
  return () => target.removeEventListener('pointerdown', listener, { capture: true });
}
