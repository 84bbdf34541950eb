import { useGetHealthQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { GatewayStatusDot } from './gateway-status-dot';

/** The gateway's state from its health answer (`/api/health`). */
export function GatewayHealth() {
  const { t } = useT();
  const { data, isLoading, isError } = useGetHealthQuery();
  const state = isError ? 'offline' : data ? 'online' : 'checking';
  const text = isLoading
    ? t('shell.gateway.checking')
    : isError || !data
      ? t('shell.gateway.offline')
      : t('shell.gateway.online', { version: data.version });
  return <GatewayStatusDot state={state} text={text} />;
}
