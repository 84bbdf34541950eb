import { useT } from '@cadenza/i18n/react';
import { useCurrentTrack } from '@cadenza/player-core/react';
import { Drawer } from '@cadenza/ui';
import {
  useIsMobileLayout,
  useAppDispatch,
  useAppSelector,
  overlayOpened,
  selectOverlay,
} from '@cadenza/app-core';
import { FavoriteButton } from '../play-bar/favorite-button';
import { PlayModeButton } from '../play-bar/play-mode-button';
import { EqualizerButton, SleepTimerButton, SpeedButton } from '../play-bar/playback-tools';
import { ProgressBar } from '../play-bar/progress-bar';
import { TransportControls } from '../play-bar/transport-controls';
import { LyricsView } from './lyrics-view';
import { ReparseButton } from '../play-bar/reparse-button';

/**
 * The full-screen player: the lyrics over the desktop layout, or the mobile player sheet (the
 * lyrics with the controls the mobile bar has no room for). Focus is trapped inside and goes
 * back to the control that opened it.
 */
export function PlayerOverlay() {
  const { t } = useT();
  const mobile = useIsMobileLayout();
  const overlay = useAppSelector(selectOverlay);
  const dispatch = useAppDispatch();
  const track = useCurrentTrack();
  const open = overlay === (mobile ? 'player' : 'lyrics') || (mobile && overlay === 'lyrics');
  const close = () => dispatch(overlayOpened('none'));
  return (
    <Drawer
      open={open && track !== null}
      onOpenChange={(next) => !next && close()}
      title={t('player.full.title')}
      hideTitle
      side="bottom"
      fullScreen
      bare
      closeLabel={t('common.close')}
    >
      <LyricsView
        mobile={mobile}
        onCollapse={close}
        footer={
          mobile ? (
            <div className="cz-lyrics__controls">
              <ProgressBar durationSec={(track?.durationMs ?? 0) / 1000} showTimes />
              <div className="cz-lyrics__transport">
                <PlayModeButton />
                <TransportControls />
                <FavoriteButton track={track} />
              </div>
              <div className="cz-lyrics__extras">
                <SpeedButton />
                <EqualizerButton />
                <SleepTimerButton showCountdown={false} />
                <ReparseButton />
              </div>
            </div>
          ) : null
        }
      />
    </Drawer>
  );
}
