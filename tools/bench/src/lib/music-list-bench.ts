import { createSimClient } from '@cadenza/ncm-sim/client';
import type { Browser, Page } from '@playwright/test';
import type { Figure } from './figure';
import { musicListFigures } from './music-list-figures';
import {
  FIRST_ROWS_TIMES,
  LIST_PROBES_SCRIPT,
  SONG_DETAIL_REQUESTS,
  scrollToEndScript,
  type FirstRowsTimes,
} from './music-list-probes';
import { heapBytes } from './page-heap';

/** Fresh navigations timed for the first rows. */
const FIRST_ROWS_RUNS = 5;
/**
 * Scrolled per frame: ten 69 px rows, a fast fling (about 41,000 px/s at 60 Hz) that takes the
 * list from its first row to its last in a thousand frames, every batch coming in on the way.
 */
const SCROLL_STEP_PX = 690;

/** Polls a page expression from outside (the app's CSP refuses string evaluation in the page). */
async function until<T>(page: Page, expression: string, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = (await page.evaluate(expression)) as T;
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting on ${expression.slice(0, 60)}`);
    await page.waitForTimeout(20);
  }
}

/**
 * The simulator's 10,000-track playlist (the long list's budgets): first rows painted after the
 * navigation to its URL starts (and after its `/playlist/detail` answer), the JS heap with the
 * list open, and frame times while a script scrolls it to its end.
 */
export async function measureMusicList(
  browser: Browser,
  baseUrl: string,
  simUrl: string,
  progress: (message: string) => void,
): Promise<Figure[]> {
  const info = await createSimClient(simUrl).info();
  const { bigPlaylistId, bigPlaylistSize } = info.fixtures;
  const url = `${baseUrl}/music-list/${bigPlaylistId}`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: LIST_PROBES_SCRIPT });
  const page = await context.newPage();
  try {
    const firstRows: Array<{ detailAnsweredAt: number; rowsPaintedAt: number }> = [];
    for (let run = 0; run < FIRST_ROWS_RUNS; run += 1) {
      await page.goto(url);
      const times = await until<FirstRowsTimes>(
        page,
        FIRST_ROWS_TIMES,
        (value) => value.rowsPaintedAt !== null && value.detailAnsweredAt !== null,
      );
      firstRows.push({
        detailAnsweredAt: times.detailAnsweredAt ?? 0,
        rowsPaintedAt: times.rowsPaintedAt ?? 0,
      });
      progress(`first rows ${(times.rowsPaintedAt ?? 0).toFixed(0)} ms after the navigation`);
    }

    progress('scrolling the 10,000 rows to the end…');
    // The main thread's own CPU time beside the frame times: the machine's other load stretches
    // the frames, not this.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const threadSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')
        ?.value ?? 0;
    const cpuBefore = await threadSeconds();
    const scrolled = (await page.evaluate(scrollToEndScript(SCROLL_STEP_PX))) as {
      frames: number[];
    };
    const mainThreadMs = ((await threadSeconds()) - cpuBefore) * 1000;
    // The end's batch has come in: the last row is a song, not a skeleton.
    await page
      .locator(`.cz-song-list [aria-posinset="${bigPlaylistSize}"] .cz-song-row`)
      .waitFor({ timeout: 20_000 });
    // The heaviest the list gets: a filter loads every batch; cleared, the whole list is open.
    const filter = page.getByRole('searchbox', { name: '搜索歌单内歌曲' });
    await filter.fill('#');
    // Every title carries its number after a '#': all of them match once all are loaded.
    await page
      .locator('.cz-music-list__count')
      .filter({ hasText: `找到 ${bigPlaylistSize} 首` })
      .waitFor({ timeout: 60_000 });
    await filter.fill('');
    await page.locator('.cz-music-list .cz-song-row').first().waitFor();
    const batchRequests = (await page.evaluate(SONG_DETAIL_REQUESTS)) as number;
    const heap = await heapBytes(page);
    return musicListFigures({
      firstRows,
      heapBytes: heap,
      frames: scrolled.frames,
      mainThreadMsPerFrame: mainThreadMs / scrolled.frames.length,
      batchRequests,
      tracks: bigPlaylistSize,
    });
  } finally {
    await context.close();
  }
}
