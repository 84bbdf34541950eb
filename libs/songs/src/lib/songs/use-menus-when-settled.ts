import { flushSync } from 'react-dom';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type RefObject,
} from 'react';

const FOCUSABLE = '[data-row-focus], button, a[href]';

/** Which of the row's controls has the focus (-1: none). */
function focusedControl(row: HTMLElement | null): number {
  const controls = [...(row?.querySelectorAll(FOCUSABLE) ?? [])];
  return controls.findIndex((control) => control === document.activeElement);
}

/**
 * Whether a song row draws its menus. A row mounts without them (their components are most of a
 * row's cost) and gets them, for good, in a transition once its list is still: React renders
 * them after what is urgent, in slices, so a list's first rows paint without waiting for them
 * and a fast scroll mounts light rows. A pointer moving over the row (or a touch on it) or the
 * focus in it brings them at once, before the press that may follow. Getting them rebuilds the
 * row's element, so the control that had the focus in it gets it back: attach `rowRef` and
 * `rowHandlers` to the row's element.
 */
export function useMenusWhenSettled(scrolling: boolean): {
  menus: boolean;
  rowRef: RefObject<HTMLDivElement | null>;
  rowHandlers: {
    onPointerMove(): void;
    onPointerOver(event: PointerEvent<HTMLElement>): void;
    onFocus(): void;
  };
} {
  const [menus, setMenus] = useState(false);
  const rowRef = useRef<HTMLDivElement>(null);
  const focusedAt = useRef(-1);
  const drawnWithMenus = useRef(false);
  // The render that brings the menus: the row's old element is still the page's (refs change in
  // the commit), so this is where the focus is before the rebuild, whenever the transition ends.
  if (menus && !drawnWithMenus.current) focusedAt.current = focusedControl(rowRef.current);

  useEffect(() => {
    if (scrolling || menus) return;
    startTransition(() => setMenus(true));
  }, [scrolling, menus]);

  // Synchronously for a pointer (the press comes as another event, which must find the menus);
  // the focus is a discrete event, whose update React renders before the next one anyway (and
  // it may come from a focus() in a commit, where React cannot flush).
  const asked = useRef(false);
  const bringNow = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    flushSync(() => setMenus(true));
  }, []);
  // A mouse by its moves: the browser also sends "over" when a list appears under a pointer
  // that stays still, which must not rebuild the row in the frame the list first paints in.
  const onPointerMove = bringNow;
  const onPointerOver = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse') bringNow();
    },
    [bringNow],
  );
  const onFocus = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    setMenus(true);
  }, []);

  useLayoutEffect(() => {
    if (!menus) return;
    asked.current = true;
    drawnWithMenus.current = true;
    if (focusedAt.current < 0) return;
    const control = rowRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedAt.current];
    focusedAt.current = -1;
    control?.focus();
  }, [menus]);

  return { menus, rowRef, rowHandlers: { onPointerMove, onPointerOver, onFocus } };
}
