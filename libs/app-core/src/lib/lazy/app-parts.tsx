import { createContext, Suspense, use, useContext, type ReactNode } from 'react';
import { useSettledValue } from './use-settled-value';

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
  // Once they are there, the context says so itself (null), so the parts waiting show at once.
  const settled = useSettledValue<void>(ready ?? undefined);
  const pending = settled instanceof Promise ? settled : null;
  return <AppPartsContext.Provider value={pending}>{children}</AppPartsContext.Provider>;
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

/**
 * Lazy content rendered after the first paint: {@link WithAppParts} in a Suspense boundary of its
 * own, which shows `fallback` (nothing by default) until its code, strings and API are in.
 */
export function AfterAppParts({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <WithAppParts>{children}</WithAppParts>
    </Suspense>
  );
}

/**
 * Whether the app's strings and API are still on their way. Its caller renders again when they
 * arrive: a parent of a Suspense boundary uses it so that what waited below shows in that render.
 */
export function useAppPartsPending(): boolean {
  return useContext(AppPartsContext) !== null;
}
