import { use, useLayoutEffect } from 'react';
import { readableBySuspense } from '../lazy/readable-by-suspense';

/**
 * How long a navigation keeps the previous screen on show while the next screen's first answer
 * is on its way. An answer within it commits the screen once, with its content; a slower one
 * gives way to the screen's placeholder, so a click never looks ignored for longer.
 */
export const NAVIGATION_HOLD_MS = 200;

let screenShown = false;

/**
 * Marks that a screen has been committed: from then on a screen opens through a navigation (the
 * router's transition, which keeps the committed screen while the next suspends). Before it, on
 * a deep link's first render, a hold would show the outlet's loading line instead.
 */
export function useScreenShown(): void {
  useLayoutEffect(() => {
    screenShown = true;
  }, []);
}

/** For specs: back to a page that has shown no screen yet. */
export function resetScreenShown(): void {
  screenShown = false;
}

const holds = new WeakMap<PromiseLike<unknown>, Promise<void>>();

/** What a render with nothing to wait for reads: `use()` is called on every render alike. */
const NOTHING_TO_WAIT_FOR = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

/** Settles when `running` does, or `ms` after the first call for it, whichever comes first. */
function holdOf(running: PromiseLike<unknown>, ms: number): Promise<void> {
  let hold = holds.get(running);
  if (!hold) {
    hold = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      running.then(done, done);
    });
    holds.set(running, readableBySuspense(hold));
  }
  return hold;
}

/**
 * Holds the navigation that opens a screen until `running` (the screen's first query, started by
 * the click's prefetch) answers, for at most {@link NAVIGATION_HOLD_MS}: the screen then renders,
 * commits, lays out and paints once, with its content, instead of a placeholder first and the
 * content a few milliseconds later (two passes of the whole frame, each costing more than the
 * answer's wait on a slow machine). Call it with nothing when there is no query in flight or its
 * answer is already there.
 */
export function useNavigationHold(
  running: PromiseLike<unknown> | undefined,
  ms = NAVIGATION_HOLD_MS,
): void {
  // `use()` on every render, the held and the released alike: React replays a suspended render
  // and requires the same calls in it (the answer's arrival clears `running`).
  use(running && screenShown ? holdOf(running, ms) : NOTHING_TO_WAIT_FOR);
}
