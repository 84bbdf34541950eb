import type { Browser } from '@playwright/test';
import type { Figure } from './figure';
import { median } from './stats';

/**
 * What the page does on the click, with nothing of the app around it: the song's URL from the
 * gateway, parsed, then a new audio element (cross-origin, as the app's equalizer needs) told
 * to play it. Resolves to the milliseconds from the click to its `playing` event.
 */
function installBareButton(songId: number): void {
  const button = document.createElement('button');
  button.id = 'cz-floor';
  button.textContent = 'play';
  // Above the browser's JSON viewer, which would take the click.
  button.style.cssText = 'position: fixed; inset: 0 auto auto 0; z-index: 2147483647';
  document.body.prepend(button);
  const times: { clickedAt?: number; playingAt?: number } = {};
  (window as unknown as { czFloor: typeof times }).czFloor = times;
  button.addEventListener('click', async () => {
    times.clickedAt = performance.now();
    const query = `id=${songId}&level=higher&timestamp=${Date.now()}`;
    const answer = (await (await fetch(`/api/song/url/v1?${query}`)).json()) as {
      data: Array<{ url: string }>;
    };
    const audio = new Audio();
    audio.crossOrigin = 'anonymous';
    audio.addEventListener('playing', () => (times.playingAt = performance.now()), { once: true });
    audio.src = answer.data[0]?.url ?? '';
    void audio.play();
  });
}

/**
 * The floor under "click → playing": the same click, URL request and audio element in a page
 * the gateway serves (its health answer, loopback like the app, no app code), one fresh page
 * per song. The app cannot start sooner than this on the same machine in the same minute, so
 * the figure says how much of the app's time is the app's own.
 */
export async function measurePlaybackFloor(
  browser: Browser,
  baseUrl: string,
  songIds: readonly number[],
): Promise<Figure> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const runs: number[] = [];
  try {
    for (const id of songIds) {
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate(installBareButton, id);
      await page.click('#cz-floor');
      await page.waitForFunction('window.czFloor.playingAt !== undefined', null, {
        timeout: 15_000,
      });
      runs.push(
        (await page.evaluate('window.czFloor.playingAt - window.czFloor.clickedAt')) as number,
      );
    }
  } finally {
    await context.close();
  }
  return {
    name: `click → playing with no app: URL, audio element, play (floor, median of ${runs.length})`,
    value: median(runs),
    unit: 'ms',
    detail: runs.map((v) => v.toFixed(0)).join(' '),
  };
}
