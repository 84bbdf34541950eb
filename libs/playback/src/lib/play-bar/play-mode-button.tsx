import { useT } from '@cadenza/i18n/react';
import { PlayMode, nextPlayMode } from '@cadenza/player-core';
import { usePlayMode, usePlayerSend } from '@cadenza/player-core/react';
import { IconButton } from '@cadenza/ui';
import { RiOrderPlayLine, RiRepeatOneLine, RiShuffleLine } from '@remixicon/react';

const MODE_KEYS = {
  [PlayMode.Sequential]: 'player.playModes.sequence',
  [PlayMode.SingleLoop]: 'player.playModes.loop',
  [PlayMode.Random]: 'player.playModes.random',
} as const;

const MODE_ICONS = {
  [PlayMode.Sequential]: <RiOrderPlayLine />,
  [PlayMode.SingleLoop]: <RiRepeatOneLine />,
  [PlayMode.Random]: <RiShuffleLine />,
};

/** Cycles the play mode: in order → repeat one → shuffle. Its name says the mode now. */
export function PlayModeButton() {
  const { t } = useT();
  const send = usePlayerSend();
  const mode = usePlayMode();
  return (
    <IconButton
      label={`${t('player.playMode')}: ${t(MODE_KEYS[mode])}`}
      icon={MODE_ICONS[mode]}
      data-mode={mode}
      onClick={() => send({ type: 'set-play-mode', mode: nextPlayMode(mode) })}
    />
  );
}
