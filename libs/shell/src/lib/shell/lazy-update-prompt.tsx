import { lazy } from 'react';
import { usePlatform, AfterAppParts } from '@cadenza/app-core';
import { loadUpdatePrompt } from '@cadenza/desktop-features';

const UpdatePrompt = lazy(loadUpdatePrompt);

/**
 * The desktop's update check and modal, loaded only where the platform has updates: the web's
 * first paint carries none of it (its traffic drawer takes that place).
 */
export function LazyUpdatePrompt() {
  const { updates } = usePlatform();
  if (!updates) return null;
  return (
    <AfterAppParts>
      <UpdatePrompt />
    </AfterAppParts>
  );
}
