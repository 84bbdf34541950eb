import { useT } from '@cadenza/i18n/react';
import { useCurrentTrack, usePlaybackPosition } from '@cadenza/player-core/react';
import { IconButton } from '@cadenza/ui';
import { RiPlayList2Line } from '@remixicon/react';
import { useAppDispatch, overlayOpened } from '@cadenza/app-core';
import { NowPlaying } from './now-playing';
import { TransportControls } from './transport-controls';
import './play-bar.css';

/**
 * The mobile play bar (spec §2): the track opens the full-screen player; play/pause, next and
 * the queue stay in reach of a thumb. A hairline on top shows the progress.
 */
export function MobilePlayBar() {
  const { t } = useT();
  const track = useCurrentTrack();
  const dispatch = useAppDispatch();
  return (
    <section className="cz-mobile-play-bar" aria-label={t('player.bar')}>
      <ProgressLine durationSec={(track?.durationMs ?? 0) / 1000} />
      <button
        type="button"
        className="cz-mobile-play-bar__open"
        aria-haspopup="dialog"
        data-testid="open-player"
        disabled={!track}
        onClick={() => dispatch(overlayOpened('player'))}
      >
        {/* Named by what it shows, after what it opens: a label hiding the visible song and
            artists would not match what speech users read on it (axe: label-content-name). */}
        <span className="cz-visually-hidden">{t('player.full.title')}</span>
        <NowPlaying track={track} coverSize={40} linkArtists={false} />
      </button>
      <TransportControls compact />
      <IconButton
        label={t('player.queue')}
        icon={<RiPlayList2Line />}
        data-testid="queue-button"
        onClick={() => dispatch(overlayOpened('queue'))}
      />
    </section>
  );
}

function ProgressLine({ durationSec }: { durationSec: number }) {
  const position = usePlaybackPosition();
  const fraction = durationSec > 0 ? Math.min(1, position / durationSec) : 0;
  return (
    <span
      className="cz-mobile-play-bar__line"
      style={{ width: `${fraction * 100}%` }}
      aria-hidden="true"
    />
  );
}
