import { loadTopActions } from '@cadenza/playback';
import { useSetting } from '@cadenza/settings/react';
import { lazy, Suspense } from 'react';
import { PlayerLoadBoundary, WithAppParts } from '@cadenza/app-core';

// Off by default: its code loads only for a listener who turned the setting on.
const TopActions = lazy(loadTopActions);

/** The top bar's frequent actions, when the "show top actions" setting is on. */
export function LazyTopActions() {
  const shown = useSetting('showTopAction');
  if (!shown) return null;
  return (
    <PlayerLoadBoundary failed={null}>
      <Suspense fallback={null}>
        <WithAppParts>
          <TopActions />
        </WithAppParts>
      </Suspense>
    </PlayerLoadBoundary>
  );
}
