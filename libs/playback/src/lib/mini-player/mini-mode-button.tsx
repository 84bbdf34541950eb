import { useT } from '@cadenza/i18n/react';
import { IconButton } from '@cadenza/ui';
import { RiPictureInPicture2Line } from '@remixicon/react';
import { usePlatform } from '@cadenza/app-core';

/** The play bar's way into mini mode (spec §2), where the platform has a window to shrink. */
export function MiniModeButton() {
  const { t } = useT();
  const { windowControls } = usePlatform();
  if (!windowControls) return null;
  return (
    <IconButton
      label={t('player.miniMode')}
      icon={<RiPictureInPicture2Line />}
      data-testid="mini-mode-button"
      onClick={() => windowControls.setMiniMode(true)}
    />
  );
}
