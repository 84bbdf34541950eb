import { useGetHealthQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Banner } from '@cadenza/ui';

/** Says so whenever the catalogue is the simulator's (architecture decision 4: never silently). */
export function OfflineDemoNotice() {
  const { t } = useT();
  const { data } = useGetHealthQuery();
  if (!data?.offlineDemo) return null;
  return (
    <Banner tone="warning" id="offline-demo-banner">
      {t('shell.offlineDemo')}
    </Banner>
  );
}
