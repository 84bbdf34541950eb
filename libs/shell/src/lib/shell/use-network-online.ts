import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Whether the browser has a network, as it says (`navigator.onLine`), following its `online`
 * and `offline` events. `false` is certain (no network at all); `true` only means a network is
 * there, which the gateway's own status (the top bar's dot) tells apart from a reachable service.
 */
export function useNetworkOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
