import './virtual-list.css';
import { type observeElementRect, useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { initialRectOf, observeListRect, useFirstScrollSkipped } from './list-element';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type Key,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/** What a row is told besides its item: whether it holds the list's one tab stop. */
export interface VirtualRowState {
  /** With `rovingFocus`, only this row (and its controls) is in the tab order. */
  active: boolean;
  /**
   * The list is scrolling (until 150 ms after the last scroll event): a row mounted now may put
   * off what it does not show (menus), so a fast scroll mounts light rows.
   */
  scrolling: boolean;
}

const MOVES: Record<string, (index: number, last: number, page: number) => number> = {
  ArrowDown: (index, last) => Math.min(last, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  PageDown: (index, last, page) => Math.min(last, index + page),
  PageUp: (index, _last, page) => Math.max(0, index - page),
  Home: () => 0,
  End: (_index, last) => last,
};

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  items: readonly T[];
  /** Every row's height in CSS px (e.g. 69 for song rows); rows are not measured. */
  itemHeight: number;
  renderItem: (item: T, index: number, state: VirtualRowState) => ReactNode;
  /** A stable identity per item, so a row keeps its DOM (and focus) when the list shifts. */
  getKey: (item: T, index: number) => Key;
  /** Rows rendered beyond each edge of the viewport; default 5. */
  overscan?: number;
  /** Accessible name of the list. */
  label: string;
  /** Called once when the viewport comes within `endThreshold` rows of the end (load a page). */
  onEndReached?: () => void;
  /** Default 5. */
  endThreshold?: number;
  /**
   * Told the first and last rows rendered (the viewport and its overscan) whenever they change,
   * e.g. to load the rows a list knows only by id as the listener scrolls near them.
   */
  onRangeChange?: (first: number, last: number) => void;
  /** Brings this row into view when it changes (e.g. the current song of the queue). */
  scrollToIndex?: number;
  /** The scroll container's CSS height; by default it fills its parent. */
  height?: CSSProperties['height'];
  /**
   * The viewport assumed until the element has a size of its own: it gives the first paint its
   * rows, and lets jsdom (where every element measures 0 × 0) render them at all.
   */
  initialRect?: Rect;
  className?: string;
  /**
   * One tab stop for the whole list: arrows, Page keys, Home and End move between rows (each row
   * renders a focusable element marked `data-row-focus`), and Tab leaves the list, so what comes
   * after a list of thousands stays a key press away.
   */
  rovingFocus?: boolean;
}

/**
 * A scrolling list that keeps only the rows in and near the viewport in the DOM, so a playlist of
 * ten thousand songs costs what twenty do. It is a `list` whose items announce their position
 * and the full length (`aria-posinset`/`aria-setsize`), asks for the next page near its end,
 * and can scroll a given row into view.
 */
export function VirtualList<T>({
  items,
  itemHeight,
  renderItem,
  getKey,
  overscan = 5,
  label,
  onEndReached,
  endThreshold = 5,
  onRangeChange,
  scrollToIndex,
  height,
  initialRect,
  className,
  rovingFocus = false,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const focusAfterRender = useRef<number | null>(null);
  const fallbackWidth = initialRect?.width;
  const fallbackHeight = initialRect?.height;

  const scrollToFn = useFirstScrollSkipped();
  const observeRect = useCallback<typeof observeElementRect<HTMLDivElement>>(
    (instance, report) =>
      observeListRect(instance, report, initialRectOf(fallbackWidth, fallbackHeight)),
    [fallbackWidth, fallbackHeight],
  );

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => itemHeight,
    // Rows are never measured, so the virtualizer needs no item keys: by index, its O(n) table
    // of positions is rebuilt only when the length changes, not whenever a new array of items
    // arrives (a list loaded in batches). The rows rendered take their keys from getKey below.
    overscan,
    initialRect,
    observeElementRect: observeRect,
    scrollToFn,
  });
  const rows = virtualizer.getVirtualItems();
  const lastVisible = virtualizer.range?.endIndex ?? -1;

  // Remembers the length it asked more for: one request per page, even while the user lingers
  // at the end or the answer is slow, and none again when a page came back empty.
  const askedAtLength = useRef<number | null>(null);
  const reachEnd = useEffectEvent(() => onEndReached?.());
  useEffect(() => {
    // A shorter list is a new list (another search, another playlist): its end is news again.
    if (askedAtLength.current !== null && items.length < askedAtLength.current) {
      askedAtLength.current = null;
    }
    if (items.length === 0 || lastVisible < items.length - 1 - endThreshold) return;
    if (askedAtLength.current === items.length) return;
    askedAtLength.current = items.length;
    reachEnd();
  }, [lastVisible, items.length, endThreshold]);

  const firstRendered = rows[0]?.index ?? -1;
  const lastRendered = rows.at(-1)?.index ?? -1;
  const reportRange = useEffectEvent(() => onRangeChange?.(firstRendered, lastRendered));
  useEffect(() => {
    if (firstRendered >= 0) reportRange();
  }, [firstRendered, lastRendered]);

  // Waits until the row exists, so a target set before its page arrives still gets scrolled to.
  const target =
    scrollToIndex !== undefined && scrollToIndex >= 0 && scrollToIndex < items.length
      ? scrollToIndex
      : undefined;
  useEffect(() => {
    if (target !== undefined) virtualizer.scrollToIndex(target, { align: 'auto' });
  }, [target, virtualizer]);

  // The row to focus may only exist once the scroll brought it in: focus it after rendering.
  useEffect(() => {
    const index = focusAfterRender.current;
    if (index === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(
      `[data-row-index="${index}"] [data-row-focus]`,
    );
    if (!row) return;
    focusAfterRender.current = null;
    row.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const target = event.target as HTMLElement;
    const modified = event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
    if (!rovingFocus || !move || modified || event.defaultPrevented) return;
    if (!target.hasAttribute('data-row-focus') || items.length === 0) return;
    event.preventDefault();
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / itemHeight) - 1);
    const next = move(Math.min(activeIndex, items.length - 1), items.length - 1, page);
    setActiveIndex(next);
    focusAfterRender.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  // A click or a programmatic focus inside a row makes that row the tab stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!rovingFocus) return;
    const index = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]')?.dataset[
      'rowIndex'
    ];
    if (index !== undefined) setActiveIndex(Number(index));
  };
  const active = Math.min(activeIndex, Math.max(0, items.length - 1));

  return (
    <div
      ref={scrollRef}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className={className ? `cz-virtual-list ${className}` : 'cz-virtual-list'}
      style={{ height: height ?? '100%' }}
    >
      <div
        role="list"
        aria-label={label}
        className="cz-virtual-list__rows"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) =>
          row.index < items.length ? (
            <div
              key={getKey(items[row.index] as T, row.index)}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="cz-virtual-list__item"
              data-row-index={row.index}
              style={{ height: itemHeight, transform: `translateY(${row.start}px)` }}
            >
              {renderItem(items[row.index] as T, row.index, {
                active: !rovingFocus || row.index === active,
                scrolling: virtualizer.isScrolling,
              })}
            </div>
          ) : null,
        )}
      </div>
    </div>
  );
}
