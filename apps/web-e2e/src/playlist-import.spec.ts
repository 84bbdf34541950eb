import { playableSongs } from '@cadenza/ncm-sim/client';
import { expect, test } from './support/test';

// Playlist import through the UI, logged in with the demo account: each empty or bad input has
// its message; a text import starts a task that the list shows with its status and outcome.

test('import by text: bad inputs are refused with their messages, a good one becomes a task', async ({
  page,
  simInfo,
  loggedIn: _demoUser,
}) => {
  const songs = playableSongs(simInfo, { minDurationMs: 1, count: 2 });
  await page.goto('/playlist/import');
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

  const task = page
    .getByRole('listitem')
    .filter({ hasText: /任务 ID|Task ID/ })
    .first();
  await expect(task).toContainText('Imported on the road');
  await expect(task).toContainText(/导入成功|Succeeded/, { timeout: 15_000 });
  await expect(task).toContainText(/成功导入 2 首|2 songs imported/);

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
