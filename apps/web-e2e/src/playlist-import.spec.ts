import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Playlist import through the UI, logged in with the demo account, reached from the user page:
// each empty or bad input has its message; a link, a text or a metadata import starts a task
// that the list shows with its status and outcome.

/** Opens the import from the listener's own created playlists, as a listener finds it. */
async function openImport(page: Page) {
  await page.goto('/user');
  await page
    .getByRole('region', { name: /创建的歌单|Created playlists/ })
    .getByRole('link', { name: /导入歌单|Import playlist/ })
    .click();
  await expect(page).toHaveURL(/\/playlist\/import$/);
}

/** The newest task of the list, once it says it succeeded with `count` songs. */
async function expectSucceeded(page: Page, count: number) {
  const task = page
    .getByRole('listitem')
    .filter({ hasText: /任务 ID|Task ID/ })
    .first();
  await expect(task).toContainText(/导入成功|Succeeded/, { timeout: 15_000 });
  await expect(task).toContainText(new RegExp(`成功导入 ${count} 首|${count} songs? imported`));
  return task;
}

test('import by text: bad inputs are refused with their messages, a good one becomes a task', async ({
  page,
  simInfo,
  loggedIn: _demoUser,
}) => {
  const songs = playableSongs(simInfo, { minDurationMs: 1, count: 2 });
  await openImport(page);
  const submit = page.getByRole('button', { name: /^(开始导入|Import)$/ });
  await submit.click();
  await expect(
    page.getByText(/请输入要导入的歌单链接|Please enter at least one link/),
  ).toBeVisible();

  await page.getByRole('tab', { name: /元数据导入|From metadata/ }).click();
  await page.getByRole('textbox', { name: /元数据导入|From metadata/ }).fill('[{"name": ');
  await submit.click();
  await expect(page.getByText(/JSON 格式无效|Invalid JSON format/)).toBeVisible();

  await page.getByRole('tab', { name: /文本导入|From text/ }).click();
  await page
    .getByRole('textbox', { name: /文本导入|From text/ })
    .fill(songs.map((song) => `${song.name} Someone`).join('\n'));
  await page.getByRole('radio', { name: /新建歌单|A new playlist/ }).click();
  await submit.click();
  await expect(page.getByText(/请输入歌单名称|Please enter the playlist name/)).toBeVisible();
  await page.getByRole('textbox', { name: /歌单名称|Playlist name/ }).fill('Imported on the road');
  await submit.click();

  const task = await expectSucceeded(page, 2);
  await expect(task).toContainText('Imported on the road');

  // The list is kept across visits and can be cleared.
  await page.reload();
  await expect(task).toBeVisible();
  await page.getByRole('button', { name: /清空任务列表|Clear task list/ }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /清空|Clear/ })
    .click();
  await expect(page.getByText(/暂无导入任务|No import tasks/)).toBeVisible();
});

test('import by a link and by metadata: each becomes a task that succeeds', async ({
  page,
  simInfo,
  loggedIn: _demoUser,
}) => {
  // The simulator matches the song names a request carries; a link carries one in its path.
  const [linked, described] = playableSongs(simInfo, { minDurationMs: 1, count: 12 }).filter(
    (song) => !/\s/.test(song.name),
  );
  if (!linked || !described) throw new Error('no songs with one-word names');
  await openImport(page);
  const submit = page.getByRole('button', { name: /^(开始导入|Import)$/ });

  await page
    .getByRole('textbox', { name: /链接导入|From links/ })
    .fill(`https://music.example.com/playlist/${linked.name}`);
  await submit.click();
  await expectSucceeded(page, 1);

  await page.getByRole('tab', { name: /元数据导入|From metadata/ }).click();
  await page
    .getByRole('textbox', { name: /元数据导入|From metadata/ })
    .fill(JSON.stringify([{ name: described.name, artist: 'Someone', album: 'Somewhere' }]));
  await submit.click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /任务 ID|Task ID/ })
      .nth(1),
  ).toBeVisible();
  await expectSucceeded(page, 1);
});
