import { lazy } from 'react';
import { usePlatform, AfterAppParts } from '@cadenza/app-core';
import { loadDownloadButton } from '@cadenza/desktop-features';

const DownloadButton = lazy(loadDownloadButton);

/**
 * The top bar's download button, loaded only where the platform downloads (the desktop app):
 * the web's first paint carries none of it.
 */
export function LazyDownloadButton() {
  const { downloads } = usePlatform();
  if (!downloads) return null;
  return (
    <AfterAppParts>
      <DownloadButton />
    </AfterAppParts>
  );
}
