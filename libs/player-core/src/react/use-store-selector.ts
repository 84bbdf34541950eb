import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ExternalStore } from '../lib/store/external-store';

/**
 * Reads a slice of an {@link ExternalStore}; the component re-renders only when the selected
 * value changes (by `isEqual`, `Object.is` by default), not on every store update.
 */
export function useStoreSelector<T, Selected>(
  store: ExternalStore<T>,
  selector: (snapshot: T) => Selected,
  isEqual: (a: Selected, b: Selected) => boolean = Object.is,
): Selected {
  type Cache = { snapshot: T; selector: (snapshot: T) => Selected; selected: Selected };
  const cache = useRef<Cache | null>(null);
  const getSelected = useCallback(() => {
    const snapshot = store.getSnapshot();
    const cached = cache.current;
    // Reuse only a result computed by this very selector from this very snapshot.
    if (cached && cached.selector === selector && Object.is(cached.snapshot, snapshot)) {
      return cached.selected;
    }
    const selected = selector(snapshot);
    // Keep the previous reference when equal, so the component does not re-render.
    const stable = cached && isEqual(cached.selected, selected) ? cached.selected : selected;
    cache.current = { snapshot, selector, selected: stable };
    return stable;
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSelected, getSelected);
}
