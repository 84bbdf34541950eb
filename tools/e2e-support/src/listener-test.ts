import { test as base } from '@playwright/test';
import {
  createSimClient,
  playableSongs,
  type PlayableSongsOptions,
  type SimClient,
  type SimInfo,
  type SimInfoSong,
} from '@cadenza/ncm-sim/client';
import { logInAsDemoUser, playSong } from './listener-steps';

/** What the song of `playingSong` must be (any fully playable mp3 of 40 s or more unless told). */
export type SongWish = Partial<Omit<PlayableSongsOptions, 'count'>>;

/** The account `loggedIn` logged in. */
export interface LoggedInAccount {
  userId: number;
  phone: string;
}

/** Options a spec file sets with `test.use({...})`. */
export interface ListenerOptions {
  /** What the song `playingSong` plays must be. */
  songWish: SongWish;
}

/** Fixtures of one test. */
export interface ListenerFixtures {
  /**
   * The page at `/` playing a song the search found by its name; the song, as the simulator
   * describes it. Set `songWish` to ask for a longer song or a kind of lyrics.
   */
  playingSong: SimInfoSong;
  /**
   * The page's browser context logged in as the simulator's demo user (through the gateway; no
   * page is opened, one already open is reloaded).
   */
  loggedIn: LoggedInAccount;
}

/** Fixtures of one worker: the simulator the app under test runs on. */
export interface SimulatorFixtures {
  /** The simulator's control routes, typed. */
  sim: SimClient;
  /** The simulator's description of itself; its catalogue does not change during a run. */
  simInfo: SimInfo;
}

/**
 * Playwright's `test` with the listener's fixtures, for an e2e project whose app runs on the
 * simulator at `simBase` (its NetEase service, e.g. `http://127.0.0.1:4330`).
 */
export function listenerTest(simBase: string) {
  return base.extend<ListenerOptions & ListenerFixtures, SimulatorFixtures>({
    sim: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern.
      async ({}, use) => {
        await use(createSimClient(simBase));
      },
      { scope: 'worker' },
    ],
    simInfo: [
      async ({ sim }, use) => {
        await use(await sim.info());
      },
      { scope: 'worker' },
    ],
    songWish: [{}, { option: true }],
    playingSong: async ({ page, simInfo, songWish }, use) => {
      const [song] = playableSongs(simInfo, { minDurationMs: 40_000, ...songWish, count: 1 });
      if (!song) throw new Error('the simulator has no song of this wish');
      if (page.url() === 'about:blank') await page.goto('/');
      await playSong(page, song.name);
      await use(song);
    },
    loggedIn: async ({ page, simInfo }, use) => {
      await logInAsDemoUser(page, simInfo.fixtures);
      await use({ userId: simInfo.fixtures.demoUserId, phone: simInfo.fixtures.demoPhone });
    },
  });
}
