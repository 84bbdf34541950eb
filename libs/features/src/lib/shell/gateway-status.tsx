import { useGetHealthQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Banner } from '@cadenza/ui';

/**
 * The gateway's state as the listener should see it, and the offline-demo banner whenever the
 * catalogue is the simulator's (architecture decision 4: never silently).
 */
export function GatewayStatus() {
  const { t } = useT();
  const { data, isLoading, isError } = useGetHealthQuery();
  const text = isLoading
    ? t('shell.gateway.checking')
    : isError || !data
      ? t('shell.gateway.offline')
      : t('shell.gateway.online', { version: data.version });
  return (
    <>
      {data?.offlineDemo ? (
        <Banner tone="warning" id="offline-demo-banner">
          {t('shell.offlineDemo')}
        </Banner>
      ) : null}
      <p
        className="cz-shell__status"
        data-testid="gateway-status"
        data-state={isError ? 'offline' : data ? 'online' : 'checking'}
      >
        <span className="cz-shell__status-label">{t('shell.gateway.label')}: </span>
        {text}
      </p>
    </>
  );
}
