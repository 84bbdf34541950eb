import { isMobileLayout, MOBILE_MAX_WIDTH_PX } from '@cadenza/platform';
import { useSyncExternalStore } from 'react';

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(MOBILE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  const width = globalThis.innerWidth ?? MOBILE_MAX_WIDTH_PX;
  return isMobileLayout(width, globalThis.navigator?.userAgent ?? '');
}

/** Whether the mobile layout applies now; re-renders when the viewport crosses the threshold. */
export function useIsMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
