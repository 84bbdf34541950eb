import type { Rect, Virtualizer } from '@tanstack/react-virtual';
import { renderHook } from '@testing-library/react';
import { initialRectOf, observeListRect, useFirstScrollSkipped } from './list-element';

/** A ResizeObserver stand-in whose callback the spec runs, as the browser does after layout. */
class StandInObserver {
  static last: StandInObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    StandInObserver.last = this;
  }
  observe = (element: Element) => {
    this.observed.push(element);
  };
  disconnect = () => {
    this.disconnected = true;
  };
}

/** A scroll element whose size reads are counted (a read forces a layout in a browser). */
function sizedElement(size: Rect) {
  const element = document.createElement('div');
  const reads = { count: 0 };
  Object.defineProperty(element, 'clientWidth', {
    get: () => ((reads.count += 1), size.width),
  });
  Object.defineProperty(element, 'clientHeight', {
    get: () => ((reads.count += 1), size.height),
  });
  return { element, reads };
}

const instanceOf = (element: Element) =>
  ({ scrollElement: element, targetWindow: window }) as unknown as Virtualizer<
    HTMLDivElement,
    Element
  >;

const INITIAL = { width: 960, height: 690 };

describe('observeListRect', () => {
  const original = window.ResizeObserver;
  beforeEach(() => {
    StandInObserver.last = null;
    window.ResizeObserver = StandInObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    window.ResizeObserver = original;
  });

  it('reads no size at mount, and reports it from the observer once laid out', () => {
    const { element, reads } = sizedElement({ width: 922, height: 547 });
    const report = jest.fn();
    const stop = observeListRect(instanceOf(element), report, INITIAL);
    expect(reads.count).toBe(0);
    expect(report).not.toHaveBeenCalled();
    expect(StandInObserver.last?.observed).toEqual([element]);

    StandInObserver.last?.callback();
    expect(report).toHaveBeenCalledWith({ width: 922, height: 547 });
    stop?.();
    expect(StandInObserver.last?.disconnected).toBe(true);
  });

  it('reports a viewport taller than the rows drawn for, and keeps initialRect for 0 × 0', () => {
    const size = { width: 0, height: 0 };
    const { element } = sizedElement(size);
    const report = jest.fn();
    observeListRect(instanceOf(element), report, INITIAL);
    StandInObserver.last?.callback();
    expect(report).toHaveBeenLastCalledWith(INITIAL);

    size.width = 1200;
    size.height = 900;
    StandInObserver.last?.callback();
    expect(report).toHaveBeenLastCalledWith({ width: 1200, height: 900 });
  });

  it('reads the size at once without initialRect, as virtual-core does', () => {
    const { element, reads } = sizedElement({ width: 300, height: 200 });
    const report = jest.fn();
    observeListRect(instanceOf(element), report, undefined);
    expect(reads.count).toBeGreaterThan(0);
    expect(report).toHaveBeenCalledWith({ width: 300, height: 200 });
  });

  it('has an initialRect only when both sides are given', () => {
    expect(initialRectOf(10, 20)).toEqual({ width: 10, height: 20 });
    expect(initialRectOf(undefined, 20)).toBeUndefined();
    expect(initialRectOf(10, undefined)).toBeUndefined();
  });
});

describe('useFirstScrollSkipped', () => {
  const instanceWith = (scrollTo: jest.Mock) =>
    ({ scrollElement: { scrollTo }, options: {} }) as unknown as Virtualizer<
      HTMLDivElement,
      HTMLDivElement
    >;

  it('skips only a first write that puts the list at its top', () => {
    const { result } = renderHook(() => useFirstScrollSkipped());
    const scrollTo = jest.fn();
    result.current(0, {}, instanceWith(scrollTo));
    expect(scrollTo).not.toHaveBeenCalled();
    result.current(0, {}, instanceWith(scrollTo));
    result.current(690, { behavior: 'smooth' }, instanceWith(scrollTo));
    expect(scrollTo.mock.calls).toEqual([
      [{ top: 0, behavior: undefined }],
      [{ top: 690, behavior: 'smooth' }],
    ]);
  });

  it('writes a first offset other than the top (a kept-alive list shown again)', () => {
    const { result } = renderHook(() => useFirstScrollSkipped());
    const scrollTo = jest.fn();
    result.current(1_380, {}, instanceWith(scrollTo));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1_380, behavior: undefined });
  });
});
