import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import { playSong } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// The play history through the UI: songs played from search appear with their play counts,
// most recent first; one is removed; the rest is cleared after a confirmation.

const historyRow = (page: Page, name: string) =>
  page.locator('.cz-song-list').getByRole('group', { name: new RegExp(`^${name} — `) });

test('played songs are in the history with their counts; remove one; clear', async ({
  page,
  simInfo,
}) => {
  const [first, second] = playableSongs(simInfo, { minDurationMs: 40_000, count: 2 });
  if (!first || !second) throw new Error('no songs');
  await page.goto('/');
  await playSong(page, first.name);
  await playSong(page, second.name);
  await playSong(page, first.name);

  await page.getByRole('link', { name: '收藏历史' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '播放历史' })).toBeVisible();
  await expect(page.getByText('共 2 首')).toBeVisible();
  const names = page.locator('.cz-song-list .cz-song-row:visible');
  await expect(names).toHaveCount(2);
  // Most recent first: the first song, played twice, then the second, once.
  await expect(names.nth(0)).toHaveAttribute('aria-label', new RegExp(`^${first.name} — `));
  await expect(historyRow(page, first.name).locator('.cz-history__plays')).toHaveText('2 次');
  await expect(historyRow(page, second.name).locator('.cz-history__plays')).toHaveText('1 次');

  await historyRow(page, second.name).getByRole('button', { name: '从播放历史中移除' }).click();
  await expect(historyRow(page, second.name)).toHaveCount(0);
  await expect(page.getByText('共 1 首')).toBeVisible();

  // Kept alive, and kept across a reload: the player saves its history.
  await page.reload();
  await expect(historyRow(page, first.name)).toBeVisible();

  await page.getByRole('button', { name: '清空历史' }).click();
  const dialog = page.getByRole('alertdialog', { name: '清空历史' });
  await dialog.getByRole('button', { name: '清空' }).click();
  await expect(page.getByText('暂无播放记录')).toBeVisible();
  await expect(page.locator('.cz-song-list .cz-song-row:visible')).toHaveCount(0);
});
