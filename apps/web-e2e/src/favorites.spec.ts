import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import { playSong } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// Favourites through the UI: an anonymous listener hearts the song playing, finds it under
// "favourites and history" (from the menu on a wide screen, from "My music" on a phone), keeps
// it across a reload, and loses it when the favourites cache is cleared.

const favorites = (page: Page) => page.getByRole('region', { name: '我的收藏' });
const favoriteRow = (page: Page, name: string) =>
  favorites(page).getByRole('group', { name: new RegExp(`^${name} — `) });

test('a hearted song is in the favourites, kept across a reload, gone after clearing', async ({
  page,
  playingSong: song,
}) => {
  await page
    .getByRole('region', { name: '播放控制' })
    .getByRole('button', { name: '收藏', exact: true })
    .click();

  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '收藏历史' })
    .click();
  await expect(favoriteRow(page, song.name)).toBeVisible();
  await expect(favorites(page).getByText('共 1 首')).toBeVisible();
  await expect(favorites(page).getByText('未登录时收藏仅保存在本机')).toBeVisible();
  await expect(page.getByRole('region', { name: '播放历史' })).toBeVisible();

  await page.reload();
  await expect(favoriteRow(page, song.name)).toBeVisible();

  await page.goto('/set');
  await page.getByRole('tab', { name: '系统管理' }).click();
  await page.getByRole('button', { name: '清除收藏记录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '清空' }).click();
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '收藏历史' })
    .click();
  await expect(favorites(page).getByText('暂无收藏')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"My music" leads to the favourites and the history', async ({ page, simInfo }) => {
    const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
    if (!song) throw new Error('no song');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: '底部菜单' });
    await menu.getByRole('link', { name: '搜索' }).click();
    await playSong(page, song.name);

    await menu.getByRole('link', { name: '我的' }).click();
    await page.getByRole('button', { name: '我的收藏与播放历史' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(favorites(page).getByText('暂无收藏')).toBeVisible();
    await page.getByRole('radio', { name: '播放历史' }).click();
    await expect(
      page.getByRole('region', { name: '播放历史' }).getByRole('group', {
        name: new RegExp(`^${song.name} — `),
      }),
    ).toBeVisible();
  });
});
