import { useT } from '@cadenza/i18n/react';
import { usePlayerSend } from '@cadenza/player-core/react';
import { Button } from '@cadenza/ui';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { usePlatform, PlayerLoadBoundary, AfterAppParts } from '@cadenza/app-core';
import { useSpaceToggle } from './space-toggle';
import { loadRemoteControlConnector } from '@cadenza/desktop-features';
import { loadMobilePlayBar, loadPlayBar } from '@cadenza/playback';
import { loadAppShortcuts } from '@cadenza/settings-screen';

// The bars and the player they drive are not part of the first paint: both load beside it, and
// a placeholder of the bar's size holds its place so nothing moves when they arrive.
const PlayBar = lazy(loadPlayBar);
const MobilePlayBar = lazy(loadMobilePlayBar);
// The saved shortcuts act once the player is there; their code (and the likes and song
// endpoints a favourite shortcut reaches) stays out of the first paint.
const AppShortcuts = lazy(loadAppShortcuts);

// Remote control exists only where the platform runs a server (the desktop shell); its code
// stays out of the web build's first paint too.
const RemoteControlConnector = lazy(loadRemoteControlConnector);

/**
 * Spec §2: the spacebar plays and pauses, in the web app and the desktop shell alike. A local
 * shortcut bound to Space runs first (the shortcuts listen while the key press descends) and
 * takes the press, so it never toggles twice.
 */
function SpaceToggle() {
  const send = usePlayerSend();
  const toggle = useCallback(() => send({ type: 'toggle' }), [send]);
  useSpaceToggle(toggle);
  return null;
}

function PlayBarPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <div className="cz-frame__bar-placeholder" data-testid="play-bar-placeholder">
      {children}
    </div>
  );
}

function PlayerLoadFailed() {
  const { t } = useT();
  return (
    <PlayBarPlaceholder>
      <p role="alert">{t('shell.playerLoad.failed')}</p>
      <Button onClick={() => window.location.reload()}>{t('shell.playerLoad.reload')}</Button>
    </PlayBarPlaceholder>
  );
}

/** The remote-control connector, only where the platform has remote control (desktop). */
function RemoteControlWhereAvailable() {
  return usePlatform().remoteControl ? <RemoteControlConnector /> : null;
}

/** The desktop or mobile play bar, once it and the player have loaded. */
export function LazyPlayBar({ mobile }: { mobile: boolean }) {
  return (
    <PlayerLoadBoundary failed={<PlayerLoadFailed />}>
      <AfterAppParts fallback={<PlayBarPlaceholder />}>
        {mobile ? <MobilePlayBar /> : <PlayBar />}
        <SpaceToggle />
        <Suspense fallback={null}>
          <AppShortcuts />
          <RemoteControlWhereAvailable />
        </Suspense>
      </AfterAppParts>
    </PlayerLoadBoundary>
  );
}
