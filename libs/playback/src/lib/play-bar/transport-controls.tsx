import './transport-controls.css';
import { useT } from '@cadenza/i18n/react';
import {
  useCurrentTrack,
  useIsPlaying,
  usePlaybackStatus,
  usePlayerSend,
} from '@cadenza/player-core/react';
import { IconButton } from '@cadenza/ui';
import { RiPauseFill, RiPlayFill, RiSkipBackFill, RiSkipForwardFill } from '@remixicon/react';

/**
 * Previous, play/pause and next; the player debounces rapid skips itself (spec §4: 500 ms).
 * `compact` (the mobile bar) keeps play/pause and next; `dense` (the mini bar) draws all three
 * small.
 */
export function TransportControls({
  compact = false,
  dense = false,
}: {
  compact?: boolean;
  dense?: boolean;
}) {
  const { t } = useT();
  const send = usePlayerSend();
  const playing = useIsPlaying();
  const status = usePlaybackStatus();
  const empty = useCurrentTrack() === null;
  return (
    <div className={dense ? 'cz-transport cz-transport--dense' : 'cz-transport'}>
      {compact ? null : (
        <IconButton
          label={t('player.prev')}
          icon={<RiSkipBackFill />}
          size={dense ? 'sm' : 'md'}
          disabled={empty}
          onClick={() => send({ type: 'previous' })}
        />
      )}
      <IconButton
        label={playing ? t('player.pause') : t('player.play')}
        icon={playing ? <RiPauseFill /> : <RiPlayFill />}
        tone={compact ? 'plain' : 'accent'}
        size={dense ? 'sm' : compact ? 'md' : 'lg'}
        disabled={empty}
        data-testid="play-pause"
        aria-busy={status === 'loading'}
        onClick={() => send({ type: 'toggle' })}
      />
      <IconButton
        label={t('player.next')}
        icon={<RiSkipForwardFill />}
        size={dense ? 'sm' : 'md'}
        disabled={empty}
        onClick={() => send({ type: 'next' })}
      />
    </div>
  );
}
