import { useState, type ReactNode } from 'react';
import { AfterAppParts } from './app-parts';

/**
 * Lazy content that is not part of the first paint: rendered (with the app's strings, loading
 * quietly) from the first time it is to be shown, then kept mounted so it animates out and gives
 * focus back like any other.
 */
export function LoadedOnceShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [wasShown, setWasShown] = useState(false);
  if (!wasShown && shown) setWasShown(true);
  if (!wasShown) return null;
  return <AfterAppParts>{children}</AfterAppParts>;
}
