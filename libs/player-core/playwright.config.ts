// The shared Debian-Chromium e2e config is test tooling (type:tool); only this config file of the
// data-access lib uses it, never its source, so the tag rule is waived for this one import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { defineE2eConfig } from '@cadenza/scripts/playwright';

// Starts `npm run sim` (generating the media cache on first run) and drives player-core's howler
// adapter, engine, runtime and equalizer on its audio in Debian Chromium.
export default defineE2eConfig({
  project: 'player-core',
  port: 4396,
  testDir: './e2e',
  readyPath: '/__sim/health',
  webServer: { command: 'SIM_PORT=$PORT npm run sim', timeout: 240_000 },
});
