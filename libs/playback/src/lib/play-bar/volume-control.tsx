import { useT } from '@cadenza/i18n/react';
import { usePlayerSend, useVolume } from '@cadenza/player-core/react';
import { IconButton, Slider } from '@cadenza/ui';
import { RiVolumeDownLine, RiVolumeMuteLine, RiVolumeUpLine } from '@remixicon/react';
import type { WheelEvent } from 'react';

/**
 * Mute button and volume slider. The wheel steps ±5 % (spec §4); unmuting returns to the level
 * before, or 30 % when that was silence (the player's rule).
 */
export function VolumeControl() {
  const { t } = useT();
  const send = usePlayerSend();
  const { volume, muted } = useVolume();
  const percent = Math.round(volume * 100);
  const icon =
    muted || volume === 0 ? (
      <RiVolumeMuteLine />
    ) : volume < 0.5 ? (
      <RiVolumeDownLine />
    ) : (
      <RiVolumeUpLine />
    );
  const onWheel = (event: WheelEvent) => {
    if (event.deltaY === 0) return;
    send({ type: 'step-volume', direction: event.deltaY < 0 ? 1 : -1, by: 'wheel' });
  };
  return (
    <div className="cz-volume" onWheel={onWheel}>
      <IconButton
        label={muted ? t('player.volume.unmute') : t('player.volume.mute')}
        icon={icon}
        pressed={muted}
        onClick={() => send({ type: 'toggle-mute' })}
      />
      <Slider
        className="cz-volume__slider"
        label={t('player.volume.label')}
        value={percent}
        min={0}
        max={100}
        step={1}
        valueText={t('player.volume.value', { value: percent })}
        onChange={(value) => send({ type: 'set-volume', volume: value / 100 })}
      />
    </div>
  );
}
