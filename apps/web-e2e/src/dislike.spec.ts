import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Locator, Page } from '@playwright/test';
import { search, songRow } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// Dislikes through the song menu (spec §4 "Favourite and dislike"): a dislike asks first, an
// undislike acts at once; the list is kept (spec §3 dislikeList) and thins the daily picks.

const DISLIKE = /^(不喜欢|Dislike)$/;
const UNDISLIKE = /^(取消不喜欢|Remove dislike)$/;

/** Opens a row's song menu from its "more" button, or by a right click on the row. */
async function openMenu(row: Locator, by: 'button' | 'right-click') {
  if (by === 'button') await row.getByRole('button', { name: /更多操作|More actions/ }).click();
  else await row.click({ button: 'right', position: { x: 200, y: 30 } });
  const menu = row.page().getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The song ids kept as disliked. */
function dislikeList(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('dislikeList') ?? '[]') as number[]);
}

test('a dislike asks first and, confirmed, is kept across a reload; undisliking is at once', async ({
  page,
  simInfo,
}) => {
  const [song] = playableSongs(simInfo, { minDurationMs: 30_000, count: 1 });
  if (!song) throw new Error('no song');
  await page.goto('/');
  await search(page, song.name);
  const row = songRow(page, song.name);
  const confirm = page.getByRole('alertdialog', { name: /不喜欢这首歌|Dislike this song/ });

  // Asked, and a cancel changes nothing.
  await (await openMenu(row, 'button')).getByRole('menuitem', { name: DISLIKE }).click();
  await expect(confirm).toContainText(/不再为你推荐|no longer be recommended/);
  await confirm.getByRole('button', { name: /^(取消|Cancel)$/ }).click();
  await expect(confirm).toBeHidden();
  await expect(
    (await openMenu(row, 'right-click')).getByRole('menuitem', { name: DISLIKE }),
  ).toBeVisible();
  expect(await dislikeList(page)).not.toContain(song.id);

  // Confirmed: the menu now offers to undo it, also after a reload.
  await page.getByRole('menu').getByRole('menuitem', { name: DISLIKE }).click();
  await confirm.getByRole('button', { name: DISLIKE }).click();
  await expect(confirm).toBeHidden();
  await expect(
    (await openMenu(row, 'button')).getByRole('menuitem', { name: UNDISLIKE }),
  ).toBeVisible();
  expect(await dislikeList(page)).toContain(song.id);
  await page.keyboard.press('Escape');
  await page.reload();
  await search(page, song.name);
  const undislike = (await openMenu(row, 'right-click')).getByRole('menuitem', {
    name: UNDISLIKE,
  });

  // Undisliking asks nothing.
  await undislike.click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(confirm).toHaveCount(0);
  await expect(
    (await openMenu(row, 'button')).getByRole('menuitem', { name: DISLIKE }),
  ).toBeVisible();
  expect(await dislikeList(page)).not.toContain(song.id);
});

test('a song disliked from the daily picks leaves them at once and stays out after a reload', async ({
  page,
  loggedIn: _demoUser,
}) => {
  await page.goto('/');
  const daily = page.getByRole('region', { name: /^(每日推荐|Daily picks)$/ });
  const rows = daily.locator('.cz-song-row');
  await expect(rows.first()).toBeVisible();
  // Rows by their whole name ("song — artists"), in order.
  const shownRows = async () =>
    Promise.all(
      (await rows.all()).map(async (row) => (await row.getAttribute('aria-label')) ?? ''),
    );
  const before = await shownRows();
  expect(before.length).toBeGreaterThan(1);

  const menu = await openMenu(rows.first(), 'right-click');
  await menu.getByRole('menuitem', { name: DISLIKE }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: DISLIKE }).click();
  // The first pick is gone and the others move up; the day's list has more picks than the
  // preview shows, so the next one fills the last place.
  await expect.poll(async () => (await shownRows()).slice(0, -1)).toEqual(before.slice(1));
  const after = await shownRows();
  expect(after).toHaveLength(before.length);

  await page.reload();
  await expect.poll(shownRows).toEqual(after);
});
