import { useT } from '@cadenza/i18n/react';
import { IconButton } from '@cadenza/ui';
import { RiCheckboxBlankLine, RiCloseLine, RiSubtractLine } from '@remixicon/react';
import { usePlatform } from '@cadenza/app-core';

/**
 * Minimise, maximise and close for the desktop's frameless window, whose title bar is the page's
 * top bar. Renders nothing where the platform has no window of its own (the web).
 */
export function WindowControls() {
  const { t } = useT();
  const { windowControls } = usePlatform();
  if (!windowControls) return null;
  return (
    <div role="group" aria-label={t('window.label')} className="cz-window-controls">
      <IconButton
        label={t('window.minimize')}
        icon={<RiSubtractLine />}
        onClick={() => windowControls.minimize()}
      />
      <IconButton
        label={t('window.maximize')}
        icon={<RiCheckboxBlankLine />}
        onClick={() => windowControls.toggleMaximize()}
      />
      <IconButton
        label={t('window.close')}
        icon={<RiCloseLine />}
        className="cz-window-controls__close"
        onClick={() => windowControls.close()}
      />
    </div>
  );
}
