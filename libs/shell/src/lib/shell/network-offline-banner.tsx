import { useT } from '@cadenza/i18n/react';
import { Banner } from '@cadenza/ui';
import { useNetworkOnline } from './use-network-online';

/**
 * Says so in the frame when the device has no network: the installed web app then opens from
 * its service worker's copy, and every screen's data and all music need the gateway, so an
 * empty screen must not look like a broken app. Goes away by itself when the network returns.
 */
export function NetworkOfflineBanner() {
  const { t } = useT();
  if (useNetworkOnline()) return null;
  return (
    <Banner tone="warning" id="network-offline-banner">
      {t('shell.networkOffline')}
    </Banner>
  );
}
