import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import { playableRows, rowName, search } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// The listener's own playlists through the UI, logged in with the demo account: create one from
// the add-to-playlist drawer with two selected songs, remove one from the list, and after a
// reload the playlist holds exactly the other.

const rowNames = (page: Page) =>
  page
    .locator('.cz-music-list .cz-song-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')?.split(' — ')[0]));

test('create a playlist with two songs, remove one: after a reload it holds the other', async ({
  page,
  simInfo,
  loggedIn: _demoUser,
}) => {
  const [song] = playableSongs(simInfo, { minDurationMs: 1, count: 1 });
  if (!song) throw new Error('no playable song');
  const name = `Road trip ${Date.now().toString(36)}`;
  // The user page lists the account's playlists once the app knows who is logged in: the
  // add-to-playlist drawer asks the same.
  await page.goto('/user');
  await expect(page.getByRole('list', { name: '创建的歌单' })).toBeVisible();

  await search(page, song.name.slice(0, 2));
  const rows = playableRows(page);
  await expect(rows.nth(1)).toBeVisible();
  const chosen = await Promise.all([0, 1].map((index) => rowName(rows.nth(index))));
  await rows
    .nth(0)
    .locator('.cz-song-row__cover')
    .click({ modifiers: ['Control'] });
  await rows
    .nth(1)
    .locator('.cz-song-row__cover')
    .click({ modifiers: ['Control'] });
  await page
    .getByRole('toolbar', { name: '批量操作' })
    .getByRole('button', { name: '添加到歌单' })
    .click();
  const drawer = page.getByRole('dialog', { name: '添加到歌单' });
  await drawer.getByRole('button', { name: '创建' }).click();
  await expect(drawer.getByText('请输入歌单名称')).toBeVisible();
  await drawer.getByRole('textbox', { name: '新建歌单' }).fill(name);
  await drawer.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('已添加到歌单').first()).toBeVisible();
  await expect(drawer).toBeHidden();

  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '我的' })
    .click();
  await page
    .getByRole('list', { name: '创建的歌单' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(chosen);

  const first = page.locator('.cz-music-list .cz-song-row').first();
  await first.click({ button: 'right', position: { x: 200, y: 30 } });
  await page.getByRole('menuitem', { name: '从歌单中删除' }).click();
  await expect.poll(() => rowNames(page)).toEqual([chosen[1]]);

  await page.reload();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual([chosen[1]]);
});
