import { useEffect, useEffectEvent, type RefObject } from 'react';

/** How far below the viewport the end of a list counts as reached: the next page is on its way. */
const AHEAD = '600px';

/**
 * Calls `onVisible` when `target` comes within reach of the viewport (infinite scroll's end of a
 * list). The element is observed afresh whenever `generation` changes (a page arrived): an end
 * that is still in view after a short page reports itself again, so the list fills the screen.
 * Does nothing where IntersectionObserver does not exist. `ahead` is how far below the viewport
 * counts as within reach.
 */
export function useWhenVisible(
  target: RefObject<Element | null>,
  onVisible: () => void,
  generation: unknown,
  ahead = AHEAD,
): void {
  const report = useEffectEvent(onVisible);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) report();
      },
      { rootMargin: `0px 0px ${ahead} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, generation, ahead]);
}
