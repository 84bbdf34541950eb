import { useT } from '@cadenza/i18n/react';
import { usePlatform } from '@cadenza/app-core';

/** Whether a desktop-only option is usable here, and the text that says why not. */
export interface DesktopOnly {
  disabled: boolean;
  /** Shown next to the disabled control on the web; undefined on desktop. */
  reason: string | undefined;
}

/**
 * For options only the desktop shell can honour (spec §6 and §7: the window, the local API
 * server, proxy and realIP, downloads, global shortcuts, remote control, system fonts, zoom).
 * The web shows them disabled with the reason rather than hiding them, so a listener learns the
 * desktop app has them and the stored value (shared with desktop) stays visible.
 */
export function useDesktopOnly(): DesktopOnly {
  const { kind } = usePlatform();
  const { t } = useT();
  return kind === 'desktop'
    ? { disabled: false, reason: undefined }
    : { disabled: true, reason: t('settings.desktopOnly') };
}
