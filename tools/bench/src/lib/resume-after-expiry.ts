import type { SimClient, SimInfoSong } from '@cadenza/ncm-sim/client';
import type { Browser } from '@playwright/test';
import type { Figure } from './figure';
import { clickToPlaying, songCoverInSearch } from './page-playback';
import { PROBES_SCRIPT } from './page-probes';

/** How long song URLs live for this measure, and how long the song stays paused. */
const URL_LIFETIME_SEC = 10;
const PAUSED_MS = 30_000;

/**
 * With song URLs living 10 s: a song played, paused for 30 s, then played again. The figures:
 * milliseconds from the play click to the `playing` event, and how many media requests the
 * simulator's CDN answered 403 over the whole run. The URL lifetime is set back afterwards.
 */
export async function measureResumeAfterExpiry(
  browser: Browser,
  baseUrl: string,
  sim: SimClient,
  song: SimInfoSong,
  mediaBase: string,
): Promise<Figure[]> {
  const usualLifetime = (await sim.info()).urlTtlSeconds;
  await sim.setUrlTtl(URL_LIFETIME_SEC);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: PROBES_SCRIPT });
  const page = await context.newPage();
  let forbidden = 0;
  page.on('response', (response) => {
    if (response.url().startsWith(mediaBase) && response.status() === 403) forbidden += 1;
  });
  try {
    const cover = await songCoverInSearch(page, baseUrl, song.name);
    await clickToPlaying(page, () => cover.click());
    await page.waitForTimeout(2_000);
    const playPause = page.getByTestId('play-pause');
    await playPause.click();
    await page.waitForTimeout(PAUSED_MS);
    const resumeMs = await clickToPlaying(page, () => playPause.click());
    return [
      {
        name: `play after a 30 s pause with ${URL_LIFETIME_SEC} s URLs → playing`,
        value: resumeMs,
        unit: 'ms',
        budget: 50,
      },
      {
        name: 'media requests answered 403 in that run',
        value: forbidden,
        unit: 'requests',
        budget: 0,
      },
    ];
  } finally {
    await context.close();
    await sim.setUrlTtl(usualLifetime);
  }
}
