import { useT } from '@cadenza/i18n/react';
import { lazy } from 'react';
import { AfterAppParts } from '@cadenza/app-core';
import { GatewayStatusDot } from './gateway-status-dot';

// The health query needs the API, which is not part of the first paint: the dot says
// "checking" until it is there.
const GatewayHealth = lazy(() =>
  import('./gateway-health').then((module) => ({ default: module.GatewayHealth })),
);

/** The top bar's gateway state: "checking" at the first paint, then the health answer's. */
export function GatewayStatus() {
  const { t } = useT();
  return (
    <AfterAppParts
      fallback={<GatewayStatusDot state="checking" text={t('shell.gateway.checking')} />}
    >
      <GatewayHealth />
    </AfterAppParts>
  );
}
