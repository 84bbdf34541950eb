import { createContext, use, useContext, type ReactNode } from 'react';

/** Resolves when the strings beyond the frame's are loaded; absent: they are all there already. */
const AppStringsContext = createContext<Promise<void> | null>(null);

/** Tells the parts below when the app's strings (beyond the first paint's) have arrived. */
export function AppStringsProvider({
  ready,
  children,
}: {
  ready: Promise<void> | null;
  children: ReactNode;
}) {
  return <AppStringsContext.Provider value={ready}>{children}</AppStringsContext.Provider>;
}

/**
 * Renders its children once the app's strings are loaded (suspending until then): around every
 * part that loads after the first paint — screens, the play bar, overlays, toasts, prompts — so
 * none of them shows a key instead of its text.
 */
export function WithAppStrings({ children }: { children: ReactNode }) {
  const ready = useContext(AppStringsContext);
  if (ready) use(ready);
  return children;
}
