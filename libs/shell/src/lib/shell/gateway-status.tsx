import { useGetHealthQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';

/**
 * The gateway's state as a small dot with its text (the text is read by screen readers and
 * shown on hover): a self-hoster sees at once whether the service answers.
 */
export function GatewayStatus() {
  const { t } = useT();
  const { data, isLoading, isError } = useGetHealthQuery();
  const state = isError ? 'offline' : data ? 'online' : 'checking';
  const text = isLoading
    ? t('shell.gateway.checking')
    : isError || !data
      ? t('shell.gateway.offline')
      : t('shell.gateway.online', { version: data.version });
  return (
    <p className="cz-gateway-status" data-testid="gateway-status" data-state={state} title={text}>
      <span className="cz-gateway-status__dot" aria-hidden="true" />
      <span className="cz-visually-hidden">
        {t('shell.gateway.label')}: {text}
      </span>
    </p>
  );
}
