import { lazy, useState, type ReactNode } from 'react';
import { useAppSelector } from '../store/app-hooks';
import { selectToasts } from './toasts.slice';
import { AfterAppParts } from '../lazy/app-parts';

// The toast region is not part of the first paint: it loads with the first toast, then stays.
const ToastRegion = lazy(() =>
  import('./toast-region').then((module) => ({ default: module.ToastRegion })),
);

const selectHasToasts = (state: Parameters<typeof selectToasts>[0]) =>
  selectToasts(state).length > 0;

/** The app with its toasts beside it, from the first toast on. */
export function Toaster({ children }: { children: ReactNode }) {
  const hasToasts = useAppSelector(selectHasToasts);
  const [shown, setShown] = useState(false);
  if (!shown && hasToasts) setShown(true);
  return (
    <>
      {children}
      {shown ? (
        <AfterAppParts>
          <ToastRegion />
        </AfterAppParts>
      ) : null}
    </>
  );
}
