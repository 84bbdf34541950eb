import { createContext, use, useContext, type ReactNode } from 'react';

/**
 * Resolves when the app's parts beyond the first paint are there: its strings (beyond the
 * frame's) and its API (RTK Query, installed in the store). Absent: they are there already.
 */
const AppPartsContext = createContext<Promise<void> | null>(null);

/** Tells the parts below when the app's strings and API (beyond the first paint's) have arrived. */
export function AppPartsProvider({
  ready,
  children,
}: {
  ready: Promise<void> | null;
  children: ReactNode;
}) {
  return <AppPartsContext.Provider value={ready}>{children}</AppPartsContext.Provider>;
}

/**
 * Renders its children once the app's strings and API are there (suspending until then): around
 * every part that loads after the first paint — screens, the play bar, overlays, toasts,
 * prompts, the frame's own queries — so none shows a key instead of its text or queries a store
 * without its API.
 */
export function WithAppParts({ children }: { children: ReactNode }) {
  const ready = useContext(AppPartsContext);
  if (ready) use(ready);
  return children;
}
