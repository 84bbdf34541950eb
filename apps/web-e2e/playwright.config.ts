import { defineE2eConfig } from '@cadenza/scripts/playwright';

// Runs the README's `npm start` (build + gateway) and tests the app it serves.
export default defineE2eConfig({
  project: 'web-e2e',
  port: 4310,
  webServer: { command: 'npm start', timeout: 120_000 },
});
