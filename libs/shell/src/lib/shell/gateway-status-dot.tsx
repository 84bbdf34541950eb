import { useT } from '@cadenza/i18n/react';

/** What the top bar's dot says of the gateway. */
export type GatewayState = 'checking' | 'online' | 'offline';

/**
 * The gateway's state as a small dot with its text (the text is read by screen readers and
 * shown on hover): a self-hoster sees at once whether the service answers.
 */
export function GatewayStatusDot({ state, text }: { state: GatewayState; text: string }) {
  const { t } = useT();
  return (
    <p className="cz-gateway-status" data-testid="gateway-status" data-state={state} title={text}>
      <span className="cz-gateway-status__dot" aria-hidden="true" />
      <span className="cz-visually-hidden">
        {t('shell.gateway.label')}: {text}
      </span>
    </p>
  );
}
