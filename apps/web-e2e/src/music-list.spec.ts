import type { Page } from '@playwright/test';
import { expectPlaying, nowPlaying, rowName, search } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// The music list through the UI: a playlist and an album opened from search, a chart, the
// 10,000-track playlist scrolled to its end and its last song played, and an unknown list type.

/** The song rows of the list on screen (loaded rows only; skeletons are not groups). */
const rows = (page: Page) => page.locator('.cz-music-list .cz-song-list .cz-song-row');

/** Searches `keyword`, switches to the `tab` of results and opens the first one. */
async function openFromSearch(page: Page, keyword: string, tab: RegExp): Promise<string> {
  await search(page, keyword);
  await page.getByRole('tab', { name: tab }).click();
  const first = page.locator('.cz-media-row').first();
  const title = (await first.locator('.cz-media-row__title').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/music-list\/\d+/);
  return title;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('a playlist from search opens with its header and rows; play all plays the first song', async ({
  page,
}) => {
  const title = await openFromSearch(page, '华语', /^(歌单|Playlists)$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // Creator, counts in 万/亿 or plain, and the track count of the toolbar.
  await expect(page.locator('.cz-music-list__creator')).toBeVisible();
  await expect(page.locator('.cz-music-list__counts')).toContainText(/次播放/);
  await expect(page.locator('.cz-music-list__count')).toHaveText(/^共 \d+ 首$/);
  await expect(rows(page).first()).toBeVisible();
  const first = await rowName(rows(page).first());

  await page.getByRole('button', { name: '播放全部' }).click();
  await expect(nowPlaying(page)).toHaveText(first);
  await expectPlaying(page);
});

test('the 10,000-track playlist shows its first rows at once, scrolls to its end and plays the last song', async ({
  page,
  simInfo,
}) => {
  const { bigPlaylistId, bigPlaylistSize } = simInfo.fixtures;
  await page.goto(`/music-list/${bigPlaylistId}`);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.cz-music-list__count')).toHaveText(`共 ${bigPlaylistSize} 首`);
  // Virtual: a screenful of rows in the page, not ten thousand.
  expect(await page.locator('.cz-song-list [role="listitem"]').count()).toBeLessThan(60);

  // Keyboard: the list is one tab stop; End goes to the last row once its batch has loaded.
  await rows(page).first().focus();
  await page.keyboard.press('End');
  const last = page.locator(`.cz-song-list [aria-posinset="${bigPlaylistSize}"] .cz-song-row`);
  await expect(last).toBeFocused();
  const lastName = await rowName(last);
  expect(lastName).toMatch(new RegExp(`#${bigPlaylistSize}$`));

  await page.keyboard.press('Enter');
  await expect(nowPlaying(page)).toHaveText(lastName);
  await expectPlaying(page);
});

test('an album from search and a chart open by their type', async ({ page, request }) => {
  const album = await openFromSearch(page, '远方', /^(专辑|Albums)$/);
  await expect(page).toHaveURL(/type=album/);
  await expect(page.getByRole('heading', { level: 2, name: album })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  // The charts screen is another part of the app: its first chart's id from the gateway.
  const charts = (await (await request.get('/api/toplist')).json()) as {
    list: Array<{ id: number; name: string }>;
  };
  const chart = charts.list[0];
  if (!chart) throw new Error('no chart');
  await page.goto(`/music-list/${chart.id}?type=toplist`);
  await expect(page.getByRole('heading', { level: 2, name: chart.name })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  // A chart is not saved like a playlist.
  await expect(page.getByRole('button', { name: '收藏歌单' })).toHaveCount(0);
});

test('an unknown list type says so', async ({ page }) => {
  await page.goto('/music-list/1?type=radio');
  await expect(page.getByRole('alert')).toHaveText('未知的列表类型');
});
