import type { Browser } from '@playwright/test';
import type { Figure } from './figure';
import { PROMPTS_ANSWERED } from './page-probes';
import { clickOptions, pressNote, type PressKind } from './hand-press';
import { median } from './stats';

/** Fresh visits timed, each from the click on a playlist result to its first rows. */
const RUNS = 7;

/**
 * An init script: the time of the listener's last click, and when the first song rows of the
 * opened list were painted after it — the second animation frame after the frame in which a
 * `.cz-music-list .cz-song-row` was first shown (the first runs before that frame's paint).
 * Shown, not only present: a screen rendered ahead while its link is pressed is in the page,
 * hidden, before its click. The app hides a screen as React's `<Activity>` does, with an inline
 * `display: none` on its container, and showing it changes only that style: the attributes are
 * watched, and a row counts once no container of it is hidden so. Read from the DOM, not with
 * `checkVisibility()`, which makes the browser compute styles in every callback of the observer:
 * tried, it added about 30 ms to the figure it measured.
 */
const CLICK_PROBE_SCRIPT = `
(() => {${PROMPTS_ANSWERED}
  const probe = { clickedAt: null, rowsPaintedAt: null, waiting: false };
  window.czClickProbe = probe;
  document.addEventListener('click', () => { probe.clickedAt = performance.now(); }, true);
  const rowShown = () =>
    [...document.querySelectorAll('.cz-music-list .cz-song-row')].some(
      (row) => row.closest('[hidden], [style*="display: none"]') === null,
    );
  new MutationObserver(() => {
    if (probe.clickedAt === null || probe.waiting || probe.rowsPaintedAt !== null) return;
    if (!rowShown()) return;
    probe.waiting = true;
    requestAnimationFrame(() => requestAnimationFrame(() => { probe.rowsPaintedAt = performance.now(); }));
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
})();
`;

const CLICK_TO_ROWS = `(() => {
  const probe = window.czClickProbe;
  return probe.rowsPaintedAt === null ? null : probe.rowsPaintedAt - probe.clickedAt;
})()`;

/**
 * Click a playlist in the search results → its first song rows painted: a fresh page per run
 * (the search screen shown and settled, nothing of the list loaded), timed in the page from the
 * click to the paint. The budget is the hand's press's ({@link PressKind}).
 */
export async function measurePlaylistFromSearch(
  browser: Browser,
  baseUrl: string,
  progress: (message: string) => void,
  press: PressKind = 'hand',
): Promise<Figure> {
  // A playlist of the square, searched by its name: the results hold it.
  const square = (await (await fetch(`${baseUrl}/api/top/playlist?limit=1`)).json()) as {
    playlists: Array<{ name: string }>;
  };
  const keyword = square.playlists[0]?.name;
  if (!keyword) throw new Error('the playlist square is empty');
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: CLICK_PROBE_SCRIPT });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/search?keyword=${encodeURIComponent(keyword)}&type=1000`, {
        waitUntil: 'networkidle',
      });
      const result = page.locator('a.cz-media-row[href^="/music-list/"]').first();
      await result.waitFor();
      await result.click(clickOptions(press));
      await page.locator('.cz-music-list .cz-song-row').first().waitFor();
      let value: number | null = null;
      const deadline = Date.now() + 10_000;
      while ((value = (await page.evaluate(CLICK_TO_ROWS)) as number | null) === null) {
        if (Date.now() > deadline) throw new Error('the rows were not painted within 10 s');
        await page.waitForTimeout(20);
      }
      runs.push(value);
      progress(`playlist from search (${pressNote(press)}): ${value.toFixed(0)} ms`);
    } finally {
      await context.close();
    }
  }
  return {
    name: `click a playlist in search results → first rows painted (${pressNote(press)}, median of ${RUNS})`,
    value: Math.round(median(runs)),
    unit: 'ms',
    ...(press === 'hand' ? { budget: 150 } : {}),
    detail: `runs ${runs.map((v) => v.toFixed(0)).join(' ')} ms`,
  };
}
