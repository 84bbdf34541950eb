import { defineE2eConfig } from '@cadenza/scripts/playwright';

// The desktop main process serves its renderer from the embedded gateway; here the README's
// `npm start` runs the same gateway with the desktop renderer build as its static folder, on
// the offline simulator (UPSTREAM=auto with the cloud probe aimed at a closed loopback port), so
// journeys that play, download or resolve songs have a catalogue.
export default defineE2eConfig({
  project: 'desktop-e2e',
  port: 4320,
  webServer: {
    command: 'npm start',
    timeout: 240_000,
    env: {
      HOST: '127.0.0.1',
      STATIC_DIR: 'dist/apps/desktop/renderer',
      UPSTREAM: 'auto',
      CLOUD_PROBE_URL: 'http://127.0.0.1:9/',
      // The journeys are a script clicking at machine speed through one gateway for the whole
      // suite: exactly what the NetEase budgets slow down. The simulator applies no risk control
      // here; the budgets have their own specs and bench.
      UPSTREAM_ACCOUNT_RATE_MAX: '0',
      UPSTREAM_ANONYMOUS_RATE_MAX: '0',
      SIM_PORT: process.env['DESKTOP_E2E_SIM_PORT'] ?? '4340',
    },
  },
});
