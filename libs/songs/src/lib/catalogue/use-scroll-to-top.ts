import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Scrolls the screen's scroll container back to the top when `key` changes (another artist,
 * another video on the same kept-alive screen), so the new page does not open where the last
 * one was scrolled to. The first render keeps the position the frame restored.
 */
export function useScrollToTop(key: unknown): RefObject<HTMLDivElement | null> {
  const root = useRef<HTMLDivElement>(null);
  const last = useRef(key);
  useLayoutEffect(() => {
    if (Object.is(last.current, key)) return;
    last.current = key;
    const scroller = root.current?.closest('.cz-kept-screen, .cz-screen-scroll');
    if (scroller) scroller.scrollTop = 0;
  }, [key]);
  return root;
}
