import { useT } from '@cadenza/i18n/react';
import { usePlatform } from '../platform/platform-context';

/**
 * Why the song menu's "download" is disabled here (spec §6: the download manager is part of the
 * desktop shell). The web says the app is needed; the desktop renderer says so until its shell
 * provides the download manager.
 */
export function useDownloadDisabledReason(): string {
  const { t } = useT();
  const { kind } = usePlatform();
  return kind === 'web' ? t('songMenu.downloadDesktopOnly') : t('songMenu.downloadUnavailable');
}
