import { listenerTest } from '@cadenza/e2e-support/fixtures';
import { installAudioTap } from './audio-tap';
import { SIM_BASE } from './sim';

/** Options a web-e2e spec file sets with `test.use({...})` besides the listener's. */
export interface WebE2eOptions {
  /** Every page of the test taps what reaches the speakers (see `audio-tap.ts`) before it opens. */
  tapAudio: boolean;
}

/**
 * Playwright's `test` for the web app: the listener's fixtures (`playingSong`, `loggedIn`,
 * `simInfo`, `sim`) on the simulator `npm start` runs for this project, and the audio tap.
 */
export const test = listenerTest(SIM_BASE).extend<WebE2eOptions>({
  tapAudio: [false, { option: true }],
  page: async ({ page, tapAudio }, use) => {
    if (tapAudio) await installAudioTap(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
