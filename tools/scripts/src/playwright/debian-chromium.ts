import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * Playwright drives Debian's Chromium and never downloads a browser (architecture decision 9).
 * The flags keep Chromium off the network (this machine has none) and let audio start without
 * a gesture, as the player tests need. `npm test` installs the package when it is missing.
 */
export const debianChromium: NonNullable<PlaywrightTestConfig['use']> = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
      // Even with the flags above Chromium looks up Google's hosts at start; tests only ever
      // talk to loopback, so resolve nothing else (measured with strace: no DNS query left).
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  },
};

/** Settings every end-to-end project shares: bounded time, no retries hiding flakiness locally. */
export const e2eDefaults: PlaywrightTestConfig = {
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
};
