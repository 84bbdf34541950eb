// How the virtualizer touches the list's scroll element: its size and its scroll writes, kept out
// of the commit that mounts a list (each read or write there lays the whole page out).

import {
  elementScroll,
  observeElementRect,
  type Rect,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useState } from 'react';
import { flushSync } from 'react-dom';

/** `initialRect` when both its sides are given, else none. */
export function initialRectOf(
  width: number | undefined,
  height: number | undefined,
): Rect | undefined {
  return width === undefined || height === undefined ? undefined : { width, height };
}

/**
 * The list's viewport for the virtualizer, as `observeElementRect` reports it, but without
 * reading the element's size while React commits the list.
 *
 * virtual-core reads `clientWidth`/`clientHeight` in the list's layout effect: the commit that
 * mounts a list (a screen opening) then lays the whole page out in the middle of that commit,
 * and again once the rows for the real size are rendered. Given `initialRect`, the first rows are
 * drawn for it and the size is first read in the ResizeObserver's callback, which the browser
 * runs after its own layout, before the paint. A viewport taller than the one the rows were drawn
 * for is applied synchronously there, so the paint is not missing rows; a shorter one (the rows
 * drawn already fill it) as an ordinary update.
 *
 * An element not laid out yet (or in jsdom) reports 0 × 0, which would replace `initialRect`
 * with an empty viewport: `initialRect` stays until a real size arrives. Without `initialRect`
 * or ResizeObserver, the size is read at once, as virtual-core does.
 */
export function observeListRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: Rect) => void,
  initialRect: Rect | undefined,
): (() => void) | undefined {
  const sized = (rect: Rect) =>
    rect.width === 0 && rect.height === 0 && initialRect ? initialRect : rect;
  const element = instance.scrollElement;
  const ResizeObserverOfPage = element?.ownerDocument.defaultView?.ResizeObserver;
  if (!element || !initialRect || !ResizeObserverOfPage) {
    return observeElementRect(instance, (rect) => report(sized(rect)));
  }
  let drawnFor = initialRect.height;
  const observer = new ResizeObserverOfPage(() => {
    const rect = sized({ width: element.clientWidth, height: element.clientHeight });
    const taller = rect.height > drawnFor;
    drawnFor = rect.height;
    if (taller) flushSync(() => report(rect));
    else report(rect);
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

type ScrollToFn = VirtualizerOptions<HTMLDivElement, HTMLDivElement>['scrollToFn'];

/**
 * The virtualizer's scroll writes, less its very first one when that puts the list at its top.
 *
 * When it gets its element (the list's commit), virtual-core writes its offset to it, 0 for a
 * list just mounted: a write the browser can only apply by laying the page out there and then,
 * in the middle of the commit, and which moves nothing (a new element is at its top). Later
 * writes (a row brought into view, the offset put back when a kept-alive screen shows again)
 * go through.
 */
export function useFirstScrollSkipped(): ScrollToFn {
  const [scrollToFn] = useState(() => {
    let first = true;
    const write: ScrollToFn = (offset, options, instance) => {
      const skip = first && offset + (options.adjustments ?? 0) === 0;
      first = false;
      if (!skip) elementScroll(offset, options, instance);
    };
    return write;
  });
  return scrollToFn;
}
