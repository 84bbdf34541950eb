import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { VirtualList, type VirtualListProps, type VirtualRowState } from './virtual-list';

interface Row {
  id: string;
  name: string;
}

const ROW = 69;
const VIEWPORT = { width: 800, height: 690 };
const rowsOf = (count: number, prefix = 'r'): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, name: `Song ${i}` }));

function List(props: Partial<VirtualListProps<Row>> & { items: readonly Row[] }) {
  return (
    <VirtualList<Row>
      itemHeight={ROW}
      label="Queue"
      initialRect={VIEWPORT}
      getKey={(row) => row.id}
      renderItem={(row) => <span>{row.name}</span>}
      {...props}
    />
  );
}

/** Scrolls the list's scroll container, as a wheel or a scrollbar would. */
function scrollTo(top: number) {
  const scroller = screen.getByRole('list', { name: 'Queue' }).parentElement as HTMLElement;
  act(() => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  });
}

describe('VirtualList', () => {
  it('keeps only a window of 10,000 rows in the DOM and announces the full length', () => {
    render(<List items={rowsOf(10_000)} />);
    const list = screen.getByRole('list', { name: 'Queue' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.length).toBeLessThan(60);
    expect(items[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(items[0]?.textContent).toBe('Song 0');
    expect(screen.queryByText('Song 100')).toBeNull();
    expect(list.style.height).toBe(`${10_000 * ROW}px`);
  });

  it('moves the window as the list scrolls, positions staying absolute', () => {
    render(<List items={rowsOf(10_000)} />);
    scrollTo(5_000 * ROW);
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeLessThan(60);
    expect(screen.queryByText('Song 0')).toBeNull();
    const row = screen.getByText('Song 5000').parentElement as HTMLElement;
    expect(row.getAttribute('aria-posinset')).toBe('5001');
    expect(row.getAttribute('aria-setsize')).toBe('10000');
    expect(row.style.transform).toBe(`translateY(${5_000 * ROW}px)`);
  });

  it('asks for more once near the end, and again only after the list grew', () => {
    const onEndReached = jest.fn();
    const { rerender } = render(<List items={rowsOf(40)} onEndReached={onEndReached} />);
    expect(onEndReached).not.toHaveBeenCalled();

    scrollTo(24 * ROW); // rows 24–33 in view: 33 is 6 rows short of the last (39)
    expect(onEndReached).not.toHaveBeenCalled();
    scrollTo(25 * ROW); // rows 25–34 in view: 34 is within 5 rows of the last
    expect(onEndReached).toHaveBeenCalledTimes(1);
    scrollTo(22 * ROW);
    scrollTo(30 * ROW);
    rerender(<List items={rowsOf(40)} onEndReached={onEndReached} />);
    expect(onEndReached).toHaveBeenCalledTimes(1);

    rerender(<List items={rowsOf(80)} onEndReached={onEndReached} />);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    scrollTo(70 * ROW);
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });

  it('asks at once when a short list ends in view, and again for a new, shorter list', () => {
    const onEndReached = jest.fn();
    const { rerender } = render(<List items={rowsOf(8)} onEndReached={onEndReached} />);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    rerender(<List items={rowsOf(3, 'other')} onEndReached={onEndReached} />);
    expect(onEndReached).toHaveBeenCalledTimes(2);
    rerender(<List items={[]} onEndReached={onEndReached} />);
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });

  it('keys rows by getKey, so a row keeps its element when items are inserted before it', () => {
    const renderItem = jest.fn((row: Row, index: number) => (
      <span data-testid={row.id}>{`${index}:${row.name}`}</span>
    ));
    const items = rowsOf(20);
    const { rerender } = render(<List items={items} renderItem={renderItem} />);
    expect(renderItem).toHaveBeenCalledWith(items[0], 0, { active: true, scrolling: false });
    const before = screen.getByTestId('r3').parentElement;

    rerender(<List items={[{ id: 'new', name: 'New' }, ...items]} renderItem={renderItem} />);
    const after = screen.getByTestId('r3');
    expect(after.parentElement).toBe(before);
    expect(after.textContent).toBe('4:Song 3');
    expect(after.parentElement?.getAttribute('aria-posinset')).toBe('5');
    expect(screen.getByTestId('new').parentElement?.getAttribute('aria-posinset')).toBe('1');
  });

  it('tells its rows while it scrolls', () => {
    jest.useFakeTimers();
    try {
      const renderItem = jest.fn((row: Row, _index: number, _state: VirtualRowState) => (
        <span>{row.name}</span>
      ));
      render(<List items={rowsOf(1_000)} renderItem={renderItem} />);
      expect(renderItem.mock.lastCall?.[2]).toEqual({ active: true, scrolling: false });
      scrollTo(100 * ROW);
      expect(renderItem.mock.lastCall?.[2]).toEqual({ active: true, scrolling: true });
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(renderItem.mock.lastCall?.[2]).toEqual({ active: true, scrolling: false });
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports the rows it renders, once per change of the range', () => {
    const onRangeChange = jest.fn();
    const items = rowsOf(10_000);
    const { rerender } = render(<List items={items} onRangeChange={onRangeChange} />);
    // Ten rows in view plus five of overscan below (none above the first).
    expect(onRangeChange.mock.calls).toEqual([[0, 14]]);
    scrollTo(5_000 * ROW);
    expect(onRangeChange.mock.calls).toEqual([
      [0, 14],
      [4_995, 5_014],
    ]);
    rerender(<List items={items} onRangeChange={onRangeChange} />);
    expect(onRangeChange).toHaveBeenCalledTimes(2);
  });

  it('scrolls a row into view when scrollToIndex points at it', () => {
    jest.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(10_000 * ROW);
    jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT.height);
    const scrollToSpy = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      configurable: true,
      value: scrollToSpy,
    });
    try {
      const { rerender } = render(<List items={rowsOf(10_000)} scrollToIndex={500} />);
      expect(scrollToSpy).toHaveBeenCalled();
      const top = (scrollToSpy.mock.lastCall?.[0] as { top: number }).top;
      expect(top).toBeLessThanOrEqual(500 * ROW);
      expect(top + VIEWPORT.height).toBeGreaterThanOrEqual(501 * ROW);

      scrollToSpy.mockClear();
      rerender(<List items={rowsOf(10_000)} scrollToIndex={500} />);
      expect(scrollToSpy).not.toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
    }
  });

  it('fills its parent unless given a height, and takes a class', () => {
    render(<List items={rowsOf(3)} height={300} className="queue" />);
    const scroller = screen.getByRole('list', { name: 'Queue' }).parentElement as HTMLElement;
    expect(scroller.className).toBe('cz-virtual-list queue');
    expect(scroller.style.height).toBe('300px');
  });

  it('with roving focus, is one tab stop moved by arrows, Home and End', () => {
    render(
      <>
        <List
          items={rowsOf(10)}
          rovingFocus
          renderItem={(row, _index, { active }) => (
            <button type="button" data-row-focus tabIndex={active ? 0 : -1}>
              {row.name}
            </button>
          )}
        />
        <button type="button">After the list</button>
      </>,
    );
    // A button without a tabindex attribute is in the tab order too.
    const tabbable = () => screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabbable().map((button) => button.textContent)).toEqual(['Song 0', 'After the list']);
    const first = screen.getByRole('button', { name: 'Song 0' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Song 1');
    expect(tabbable().map((button) => button.textContent)).toEqual(['Song 1', 'After the list']);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Song 0');
    // A modified arrow is the row's own (e.g. Alt+↓ moves a queue entry): the list leaves it.
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown', altKey: true });
    expect(document.activeElement?.textContent).toBe('Song 0');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    // (All ten rows fit the viewport here; farther rows are focused once scrolled in.)
    expect(document.activeElement?.textContent).toBe('Song 9');
  });
});
