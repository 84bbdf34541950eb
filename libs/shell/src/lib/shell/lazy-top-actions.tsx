import { loadTopActions } from '@cadenza/playback';
import { useSetting } from '@cadenza/settings/react';
import { lazy } from 'react';
import { PlayerLoadBoundary, AfterAppParts } from '@cadenza/app-core';

// Off by default: its code loads only for a listener who turned the setting on.
const TopActions = lazy(loadTopActions);

/** The top bar's frequent actions, when the "show top actions" setting is on. */
export function LazyTopActions() {
  const shown = useSetting('showTopAction');
  if (!shown) return null;
  return (
    <PlayerLoadBoundary failed={null}>
      <AfterAppParts>
        <TopActions />
      </AfterAppParts>
    </PlayerLoadBoundary>
  );
}
