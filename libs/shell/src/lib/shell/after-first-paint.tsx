import { useEffect, type ReactNode } from 'react';

/** The User Timing mark set when the first paint is done and the deferred work starts. */
export const FIRST_PAINT_MARK = 'cadenza:first-paint';

/**
 * Calls `onPainted` once the browser has painted the first render: the effect runs after the
 * commit, the animation frame before the next paint, and the task after it. What the first
 * paint does not need (the player, the rest of the strings) starts then, so it does not compete
 * with the first paint for the network and the main thread. The moment is marked
 * ({@link FIRST_PAINT_MARK}) for the benchmark and for field measurements.
 */
export function AfterFirstPaint({
  onPainted,
  children,
}: {
  onPainted: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        performance.mark(FIRST_PAINT_MARK);
        onPainted();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [onPainted]);
  return children;
}
