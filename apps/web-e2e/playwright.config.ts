import { defineE2eConfig } from '@cadenza/scripts/playwright';

// Runs the README's `npm start` (build + gateway) and tests the app it serves. UPSTREAM=auto
// with the cloud probe aimed at a closed loopback port is exactly an offline machine: the start
// script falls back to the simulator (the first start may generate its media, ~30 s).
export default defineE2eConfig({
  project: 'web-e2e',
  port: 4310,
  // Every journey starts as a returning listener who has answered the web build's prompts; the
  // prompts' own spec starts from an empty storage.
  use: {
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${process.env['WEB_E2E_PORT'] ?? 4310}`,
          localStorage: [
            { name: 'installPromptDismissed', value: 'true' },
            { name: 'trafficDonated4Never', value: 'true' },
          ],
        },
      ],
    },
  },
  webServer: {
    command: 'npm start',
    timeout: 240_000,
    env: {
      UPSTREAM: 'auto',
      CLOUD_PROBE_URL: 'http://127.0.0.1:9/',
      // The journeys are a script clicking at machine speed through one gateway for the whole
      // suite: exactly what the NetEase budgets slow down. The simulator applies no risk control
      // here; the budgets have their own specs and bench.
      UPSTREAM_ACCOUNT_RATE_MAX: '0',
      UPSTREAM_ANONYMOUS_RATE_MAX: '0',
      SIM_PORT: process.env['WEB_E2E_SIM_PORT'] ?? '4330',
    },
  },
});
