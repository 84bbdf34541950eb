import { lazy, Suspense } from 'react';
import { usePlatform } from '../platform/platform-context';

const UpdatePrompt = lazy(() =>
  import('../update-modal/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * The desktop's update check and modal, loaded only where the platform has updates: the web's
 * first paint carries none of it (its traffic drawer takes that place).
 */
export function LazyUpdatePrompt() {
  const { updates } = usePlatform();
  if (!updates) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
