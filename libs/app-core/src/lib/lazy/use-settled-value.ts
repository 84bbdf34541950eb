import { useEffect, useState } from 'react';

/**
 * `value` itself while it is a pending promise; once the promise has resolved, what it resolved
 * to. The switch is an ordinary state update: the parts that suspended on the promise then show
 * in a render at the default priority. Left to the promise alone, they would show in React's
 * retry of the suspended boundary, which React holds back until 300 ms after the boundary's
 * fallback was shown — on a deep link, the rows of a list waited out that timer after the first
 * paint's placeholder. A rejected promise stays as it is, for `use` to throw.
 */
export function useSettledValue<T>(value: T | Promise<T>): T | Promise<T> {
  const [settled, setSettled] = useState<{ from: Promise<T>; value: T } | null>(null);
  useEffect(() => {
    if (!(value instanceof Promise)) return;
    let live = true;
    value.then(
      (resolved) => {
        if (live) setSettled({ from: value, value: resolved });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [value]);
  return value instanceof Promise && settled?.from === value ? settled.value : value;
}
