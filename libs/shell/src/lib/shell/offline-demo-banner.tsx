import { lazy } from 'react';
import { AfterAppParts } from '@cadenza/app-core';

// It reads the health answer, whose query needs the API: not part of the first paint.
const OfflineDemoNotice = lazy(() =>
  import('./offline-demo-notice').then((module) => ({ default: module.OfflineDemoNotice })),
);

/** Says so whenever the catalogue is the simulator's (architecture decision 4: never silently). */
export function OfflineDemoBanner() {
  return (
    <AfterAppParts>
      <OfflineDemoNotice />
    </AfterAppParts>
  );
}
