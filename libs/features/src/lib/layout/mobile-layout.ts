import { useSyncExternalStore } from 'react';

/** Below this viewport width the mobile layout applies (spec §9 "Mobile threshold"). */
export const MOBILE_MAX_WIDTH_PX = 500;

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX - 0.02}px)`;
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i;

/** True when the user agent names a phone or tablet (spec §2: such agents get the mobile layout at any width). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/** Spec §2: the mobile layout applies under 500 px of width or on a mobile user agent. */
export function isMobileLayout(viewportWidth: number, userAgent: string): boolean {
  return viewportWidth < MOBILE_MAX_WIDTH_PX || isMobileUserAgent(userAgent);
}

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
