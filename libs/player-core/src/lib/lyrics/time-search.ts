/** Anything with a time in milliseconds, sorted ascending by it. */
export interface Timed {
  timeMs: number;
}

/** Index of the first item whose time is ≥ `timeMs` (`items.length` when none): binary search. */
export function lowerBoundByTime(items: readonly Timed[], timeMs: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((items[middle]?.timeMs ?? Number.POSITIVE_INFINITY) < timeMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of the first item whose time is > `timeMs` (`items.length` when none): binary search. */
export function upperBoundByTime(items: readonly Timed[], timeMs: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((items[middle]?.timeMs ?? Number.POSITIVE_INFINITY) <= timeMs) low = middle + 1;
    else high = middle;
  }
  return low;
}
