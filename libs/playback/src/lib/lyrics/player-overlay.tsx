import { useT } from '@cadenza/i18n/react';
import { useCurrentTrack } from '@cadenza/player-core/react';
import { useSetting } from '@cadenza/settings/react';
import { Drawer } from '@cadenza/ui';
import {
  useIsMobileLayout,
  useAppDispatch,
  useAppSelector,
  overlayOpened,
  selectOverlay,
} from '@cadenza/app-core';
import { LyricsControls, LyricsMiniControls } from './lyrics-controls';
import { LyricsView } from './lyrics-view';

/**
 * The full-screen player: the lyrics over the desktop layout, or the mobile player sheet (the
 * lyrics with the controls the mobile bar has no room for). On the desktop the lyric settings
 * choose its play bar ("hide play bar") and the small one under the cover ("hide mini play
 * bar"). Focus is trapped inside and goes back to the control that opened it.
 */
export function PlayerOverlay() {
  const { t } = useT();
  const mobile = useIsMobileLayout();
  const overlay = useAppSelector(selectOverlay);
  const dispatch = useAppDispatch();
  const track = useCurrentTrack();
  const { hidePlayBar, hideMiniPlayBar } = useSetting('lyric');
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
        footer={mobile || !hidePlayBar ? <LyricsControls track={track} /> : null}
        beneathCover={!mobile && !hideMiniPlayBar ? <LyricsMiniControls /> : null}
      />
    </Drawer>
  );
}
