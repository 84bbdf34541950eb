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
  const cache = useRef<{ snapshot: T; selected: Selected } | null>(null);
  const getSelected = useCallback(() => {
    const snapshot = store.getSnapshot();
    const cached = cache.current;
    if (cached && Object.is(cached.snapshot, snapshot)) return cached.selected;
    const selected = selector(snapshot);
    if (cached && isEqual(cached.selected, selected)) {
      cache.current = { snapshot, selected: cached.selected };
      return cached.selected;
    }
    cache.current = { snapshot, selected };
    return selected;
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSelected, getSelected);
}
