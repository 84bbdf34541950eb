import { lazy } from 'react';
import { usePlatform, PlayerLoadBoundary, AfterAppParts } from '@cadenza/app-core';

// Desktop only, and not part of the first paint: the feed waits for the player anyway.
const LyricWindowLink = lazy(() =>
  import('./lyric-window-link').then((module) => ({ default: module.LyricWindowLink })),
);

/**
 * The main window's link to the desktop lyric window, mounted beside the routes so it keeps
 * feeding the lyrics in mini mode too (the layout is not there then). Nothing on the web.
 */
export function LazyLyricWindowLink() {
  const { lyricWindow } = usePlatform();
  if (!lyricWindow) return null;
  // The play bar tells the listener when the player failed to load; nothing to add here.
  return (
    <PlayerLoadBoundary failed={null}>
      <AfterAppParts>
        <LyricWindowLink host={lyricWindow} />
      </AfterAppParts>
    </PlayerLoadBoundary>
  );
}
