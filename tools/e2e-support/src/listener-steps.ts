import { expect, type Page } from '@playwright/test';
import type { SimInfo } from '@cadenza/ncm-sim/client';

// What a listener does in Cadenza, as Playwright steps on a page of the web or desktop renderer:
// the e2e projects and `npm run screens` share them so a changed control is changed once.

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The top bar's search box. */
export function searchBox(page: Page) {
  return page.getByRole('search').getByRole('combobox', { name: /^(搜索|Search)$/ });
}

/** Searches from the top bar's search box and waits for the result tabs. */
export async function search(page: Page, keyword: string): Promise<void> {
  const box = searchBox(page);
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

/** A song row, by the song's exact name. */
export function songRow(page: Page, name: string) {
  return page.getByRole('group', { name: new RegExp(`^${escapeRegExp(name)} — `) });
}

/** The rows of the page a click can play (visible, not greyed out). */
export function playableRows(page: Page) {
  return page.locator('.cz-song-row:not(.cz-song-row--disabled):visible');
}

/** The song name of a row, as its accessible name starts. */
export async function rowName(row: ReturnType<Page['locator']>): Promise<string> {
  return (await row.getAttribute('aria-label'))?.split(' — ')[0] ?? '';
}

/** The name the (first) play bar shows now. */
export function nowPlaying(page: Page) {
  return page.getByTestId('now-playing-name').first();
}

/** Waits until the play/pause button says the player plays (its name is then "Pause"), or not. */
export async function expectPlaying(page: Page, playing = true): Promise<void> {
  await expect(page.getByTestId('play-pause').first()).toHaveAccessibleName(
    playing ? /暂停|Pause/ : /播放|Play/,
    { timeout: 15_000 },
  );
}

/** Clicks a song row where a click plays (its cover, away from the artist links). */
export async function playRow(page: Page, name: string): Promise<void> {
  await songRow(page, name).locator('.cz-song-row__cover').click();
  await expect(nowPlaying(page)).toHaveText(name);
}

/** Searches a song by its name, plays its row and waits until it plays. */
export async function playSong(page: Page, name: string): Promise<void> {
  await search(page, name);
  await playRow(page, name);
  await expectPlaying(page);
}

/**
 * Searches `keyword` and plays the first playable row; resolves with the names of the first two
 * playable rows (the song playing, and the next one in the queue).
 */
export async function playFirstResult(page: Page, keyword: string): Promise<[string, string]> {
  await search(page, keyword);
  const rows = playableRows(page);
  await expect(rows.nth(1)).toBeVisible();
  const [first, second] = [await rowName(rows.nth(0)), await rowName(rows.nth(1))];
  await playRow(page, first);
  await expectPlaying(page);
  return [first, second];
}

/** The play bar's seek slider position, in seconds. */
export async function position(page: Page): Promise<number> {
  const value = await page
    .getByRole('region', { name: /播放控制|Player/ })
    .getByRole('slider', { name: /播放进度|Playback position/ })
    .getAttribute('aria-valuenow');
  return Number(value);
}

/**
 * Logs the page's browser context in as the simulator's demo user through the gateway (which
 * keeps the session in its cookie), the way a returning listener arrives: the login form itself
 * is the account journeys' subject. A page already open is reloaded so it reads the session.
 */
export async function logInAsDemoUser(page: Page, fixtures: SimInfo['fixtures']): Promise<void> {
  const { demoPhone: phone, demoPassword: password } = fixtures;
  const answer = await page.request.post('/api/login/cellphone', { data: { phone, password } });
  if (!answer.ok()) throw new Error(`the demo login answered ${String(answer.status())}`);
  if (page.url() !== 'about:blank') await page.reload({ waitUntil: 'networkidle' });
}
