import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE = '[data-row-focus], button, a[href]';

/**
 * Whether a song row draws its menus. A row mounted while its list scrolls puts them off (their
 * components are most of a row's cost, and a fast scroll mounts a screenful of rows a frame)
 * and gets them once the scrolling stops, for good. Getting them rebuilds the row's element, so
 * the control that had the focus in it gets it back: attach `rowRef` to the row's element.
 */
export function useMenusWhenSettled(scrolling: boolean): {
  menus: boolean;
  rowRef: RefObject<HTMLDivElement | null>;
} {
  const [menus, setMenus] = useState(!scrolling);
  const rowRef = useRef<HTMLDivElement>(null);
  const focusedAt = useRef(-1);

  useEffect(() => {
    if (scrolling || menus) return;
    const controls = [...(rowRef.current?.querySelectorAll(FOCUSABLE) ?? [])];
    focusedAt.current = controls.findIndex((control) => control === document.activeElement);
    setMenus(true);
  }, [scrolling, menus]);

  useLayoutEffect(() => {
    if (!menus || focusedAt.current < 0) return;
    const control = rowRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedAt.current];
    focusedAt.current = -1;
    control?.focus();
  }, [menus]);

  return { menus, rowRef };
}
