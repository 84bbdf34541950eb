import { listenerTest } from '@cadenza/e2e-support/fixtures';
import { mergeTests } from '@playwright/test';
import { test as mainProcessTest } from '../main-process-bridge';
import { SIM_BASE } from './sim';

/**
 * Playwright's `test` for the desktop renderer: its page wired to the real main-process handlers
 * (`mainProcess`, `dataDir`; see `main-process-bridge.ts`), and the listener's fixtures
 * (`playingSong`, `loggedIn`, `simInfo`, `sim`) on the simulator `npm start` runs for this
 * project. The bridge is automatic, so it is in place before `playingSong` opens the page.
 */
export const test = mergeTests(mainProcessTest, listenerTest(SIM_BASE));

export { expect } from '@playwright/test';
