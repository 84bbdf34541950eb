import { defineE2eConfig } from '@cadenza/scripts/playwright';

// Starts `npm run sim` (generating the media cache on first run) and plays its audio in Chromium.
export default defineE2eConfig({
  project: 'ncm-sim',
  port: 4390,
  testDir: './e2e',
  readyPath: '/__sim/health',
  webServer: { command: 'SIM_PORT=$PORT npm run sim', timeout: 240_000 },
});
