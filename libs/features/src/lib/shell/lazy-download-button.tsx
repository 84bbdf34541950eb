import { lazy, Suspense } from 'react';
import { usePlatform } from '../platform/platform-context';

const DownloadButton = lazy(() =>
  import('../downloads/download-button').then((module) => ({ default: module.DownloadButton })),
);

/**
 * The top bar's download button, loaded only where the platform downloads (the desktop app):
 * the web's first paint carries none of it.
 */
export function LazyDownloadButton() {
  const { downloads } = usePlatform();
  if (!downloads) return null;
  return (
    <Suspense fallback={null}>
      <DownloadButton />
    </Suspense>
  );
}
