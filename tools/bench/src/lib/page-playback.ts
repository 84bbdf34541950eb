import type { Page } from '@playwright/test';
import { LAST_CLICK_TO_PLAYING, PLAYING_COUNT } from './page-probes';

/** The playable song rows of a page (a disabled row is a song that cannot play). */
export const PLAYABLE_ROWS = '.cz-song-row:not(.cz-song-row--disabled):visible';

/**
 * Runs `click` and waits for the page's next `playing` event; answers the milliseconds from the
 * click to it, by the page's own clock (needs `PROBES_SCRIPT`).
 */
export async function clickToPlaying(page: Page, click: () => Promise<void>): Promise<number> {
  const before = (await page.evaluate(PLAYING_COUNT)) as number;
  await click();
  // Polled from outside (the page's CSP refuses string evaluation inside it); the times are
  // the page's own, so polling does not change the figure.
  const deadline = Date.now() + 15_000;
  while (((await page.evaluate(PLAYING_COUNT)) as number) <= before) {
    if (Date.now() > deadline) throw new Error('no playing event within 15 s of the click');
    await page.waitForTimeout(20);
  }
  return (await page.evaluate(LAST_CLICK_TO_PLAYING)) as number;
}

/** The search results for `name` opened; the cover of its first playable row. */
export async function songCoverInSearch(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/search?keyword=${encodeURIComponent(name)}&type=1`);
  const cover = page.locator(PLAYABLE_ROWS).first().locator('.cz-song-row__cover');
  await cover.waitFor();
  return cover;
}
