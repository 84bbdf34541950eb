import { useT } from '@cadenza/i18n/react';
import { IconButton } from '@cadenza/ui';
import { RiClosedCaptioningFill, RiClosedCaptioningLine } from '@remixicon/react';
import { usePlatform, useLyricWindowOpen } from '@cadenza/app-core';

/**
 * The play bar's desktop lyrics button (desktop only, spec §6): opens or closes the lyric
 * window and shows whether it is open, whoever opened it.
 */
export function LyricWindowButton() {
  const { t } = useT();
  const { lyricWindow } = usePlatform();
  const open = useLyricWindowOpen(lyricWindow);
  if (!lyricWindow) return null;
  return (
    <IconButton
      label={open ? t('player.desktopLyric.close') : t('player.desktopLyric.open')}
      icon={open ? <RiClosedCaptioningFill /> : <RiClosedCaptioningLine />}
      pressed={open}
      data-testid="lyric-window-button"
      onClick={() => lyricWindow.toggle()}
    />
  );
}
