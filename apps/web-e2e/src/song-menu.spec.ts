import { playableSongs } from '@cadenza/ncm-sim/client';
import {
  expectPlaying,
  playableRows,
  playFirstResult,
  rowName,
  search,
} from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// The song menu and the multi-selection of a song list, through the UI: as an anonymous
// listener (playlist actions ask to log in first; the web cannot download).

let keyword = '';
test.beforeAll(({ simInfo }) => {
  const [song] = playableSongs(simInfo, { minDurationMs: 30_000, count: 1 });
  if (!song) throw new Error('no playable song in the simulator');
  keyword = song.name.slice(0, 2);
});

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('Ctrl-click and Shift-click select songs; the selection goes to the queue', async ({
  page,
}) => {
  await search(page, keyword);
  const rows = playableRows(page);
  await expect(rows.nth(2)).toBeVisible();
  const names = await Promise.all([0, 1, 2].map((index) => rowName(rows.nth(index))));
  await rows
    .nth(0)
    .locator('.cz-song-row__cover')
    .click({ modifiers: ['Control'] });
  await rows
    .nth(2)
    .locator('.cz-song-row__cover')
    .click({ modifiers: ['Shift'] });
  const bar = page.getByRole('toolbar', { name: /批量操作|Batch actions/ });
  await expect(bar.getByRole('status')).toHaveText(/3/);
  await bar.getByRole('button', { name: /添加到播放列表|Add to queue/ }).click();
  await expect(bar).toBeHidden();

  await page.getByTestId('queue-button').click();
  const queue = page.getByRole('dialog', { name: /播放列表|Queue/ });
  for (const name of names) await expect(queue.getByText(name, { exact: true })).toBeVisible();
});

test('the song menu offers download disabled with its reason, and playlists need a login', async ({
  page,
}) => {
  await search(page, keyword);
  const row = playableRows(page).first();
  await row.click({ button: 'right', position: { x: 200, y: 30 } });
  const menu = page.getByRole('menu');
  const download = menu.getByRole('menuitem', { name: /下载|Download/ });
  await expect(download).toHaveAttribute('aria-disabled', 'true');
  await expect(menu).toContainText(/下载需要使用桌面客户端|Downloads need the desktop app/);
  await menu.getByRole('menuitem', { name: /添加到歌单|Add to playlist/ }).click();
  await expect(page.getByText(/请先登录|Please login first/).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: /添加到歌单|Add to playlist/ })).toHaveCount(0);
});

test('re-parse the song playing now with another source: it plays on', async ({ page }) => {
  await playFirstResult(page, keyword);
  await page.getByTestId('reparse-button').click();
  await page.getByRole('button', { name: /酷狗|Kugou/ }).click();
  await expectPlaying(page);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('song_source_')),
    ),
  ).toHaveLength(1);
});
