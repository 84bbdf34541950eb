import type { PlayerTrack } from '@cadenza/player-core';
import { FavoriteButton } from '../play-bar/favorite-button';
import { PlayModeButton } from '../play-bar/play-mode-button';
import { EqualizerButton, SleepTimerButton, SpeedButton } from '../play-bar/playback-tools';
import { ProgressBar } from '../play-bar/progress-bar';
import { ReparseButton } from '../play-bar/reparse-button';
import { TransportControls } from '../play-bar/transport-controls';

/**
 * The full-screen player's play bar: the progress with its times, the play mode, previous,
 * play/pause, next and the heart, then speed, equalizer, sleep timer and re-parse. The desktop
 * lyrics cover the window's own play bar, and the phone's sheet has no other, so both need it.
 */
export function LyricsControls({ track }: { track: PlayerTrack | null }) {
  return (
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
  );
}

/** The small play bar under the cover (lyric setting "hide mini play bar" off): the transport. */
export function LyricsMiniControls() {
  return (
    <div className="cz-lyrics__mini-controls">
      <TransportControls dense />
    </div>
  );
}
