import { formatDuration } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { useCurrentTrack, usePlaybackPosition } from '@cadenza/player-core/react';
import { IconButton } from '@cadenza/ui';
import { RiFileTextLine, RiPlayList2Line } from '@remixicon/react';
import { memo } from 'react';
import { LyricWindowButton } from './lyric-window-button';
import { MiniModeButton } from '../mini-player/mini-mode-button';
import {
  useAppDispatch,
  useAppSelector,
  artistDrawerOpened,
  overlayToggled,
  selectOverlay,
} from '@cadenza/app-core';
import { FavoriteButton } from './favorite-button';
import { NowPlaying } from './now-playing';
import { PlayModeButton } from './play-mode-button';
import { EqualizerButton, SleepTimerButton, SpeedButton } from './playback-tools';
import { ProgressBar } from './progress-bar';
import { ReparseButton } from './reparse-button';
import { TransportControls } from './transport-controls';
import { VolumeControl } from './volume-control';
import './play-bar.css';

/**
 * The desktop play bar (spec §2): progress line on top; track, transport, and the tools. Only
 * the parts that show the current track render again when it changes: the tools and the
 * transport follow their own slices of the player, so a click on a song (the bar's busiest
 * moment) does not re-render every popover of the bar before the audio can start.
 */
export function PlayBar() {
  const { t } = useT();
  const track = useCurrentTrack();
  const overlay = useAppSelector(selectOverlay);
  const dispatch = useAppDispatch();
  const durationSec = (track?.durationMs ?? 0) / 1000;
  return (
    <section className="cz-play-bar" aria-label={t('player.bar')}>
      <ProgressBar durationSec={durationSec} />
      <div className="cz-play-bar__start">
        <NowPlaying
          track={track}
          coverSize={52}
          onCoverClick={() => dispatch(overlayToggled('lyrics'))}
          onArtistClick={(id) => dispatch(artistDrawerOpened(id))}
        />
        <FavoriteButton track={track} />
        <WindowButtons />
      </div>
      <div className="cz-play-bar__centre">
        <Transport />
      </div>
      <div className="cz-play-bar__end">
        <ElapsedTotal durationSec={durationSec} />
        <PlaybackTools />
        <ReparseButton />
        <IconButton
          label={t('player.lyrics')}
          icon={<RiFileTextLine />}
          data-testid="lyrics-button"
          pressed={overlay === 'lyrics'}
          disabled={!track}
          onClick={() => dispatch(overlayToggled('lyrics'))}
        />
        <IconButton
          label={t('player.queue')}
          icon={<RiPlayList2Line />}
          data-testid="queue-button"
          pressed={overlay === 'queue'}
          onClick={() => dispatch(overlayToggled('queue'))}
        />
      </div>
    </section>
  );
}

// Memoised without props: each renders again only for its own hooks (the player's slices it
// reads, the language, its popover), never because the bar did for a new track.

/** Desktop only (each renders nothing elsewhere); the end of the bar has no room left. */
const WindowButtons = memo(function WindowButtons() {
  return (
    <>
      <LyricWindowButton />
      <MiniModeButton />
    </>
  );
});

const Transport = memo(function Transport() {
  return <TransportControls />;
});

const PlaybackTools = memo(function PlaybackTools() {
  return (
    <>
      <VolumeControl />
      <PlayModeButton />
      <SpeedButton />
      <EqualizerButton />
      <SleepTimerButton showCountdown />
    </>
  );
});

/** Elapsed and total time; its own component so only it re-renders every frame. */
function ElapsedTotal({ durationSec }: { durationSec: number }) {
  const position = usePlaybackPosition();
  return (
    <span className="cz-play-bar__times" data-testid="play-bar-times">
      {formatDuration(position * 1000)} / {formatDuration(durationSec * 1000)}
    </span>
  );
}
