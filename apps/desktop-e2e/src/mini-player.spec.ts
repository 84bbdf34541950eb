import type { Page } from '@playwright/test';
import { expectPlaying } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// Mini mode against the real main-process handlers: the play bar's button asks main, main
// shrinks the (headless) window and says so, the page saves its route and shows the mini
// player; the page is resized as main resized the window, as Electron would.

// A song with timed lines, a minute long at least: the mini player seeks to its middle.
test.use({ songWish: { lyrics: 'lines', minDurationMs: 60_000 } });

/** Makes the page the size main made the window. */
async function followWindow(
  page: Page,
  mainProcess: { window: { bounds: { width: number; height: number } } },
) {
  const { width, height } = mainProcess.window.bounds;
  await page.setViewportSize({ width, height });
}

function seekSlider(page: Page) {
  return page.getByRole('region', { name: '迷你播放器' }).getByRole('slider', { name: '播放进度' });
}

test('the mini player plays, pauses, seeks and edits its playlist, and gives the route back', async ({
  page,
  mainProcess,
  playingSong: song,
}) => {
  await page.getByRole('link', { name: '收藏历史' }).click();
  await expect(page).toHaveURL(/\/history$/);

  await page.getByTestId('mini-mode-button').click();
  await expect(page).toHaveURL(/\/mini$/);
  expect(mainProcess.window).toMatchObject({
    bounds: { width: 340, height: 64 },
    alwaysOnTop: true,
  });
  await followWindow(page, mainProcess);
  const bar = page.getByRole('region', { name: '迷你播放器' });
  await expect(bar.getByTestId('mini-bar-name')).toHaveText(song.name);
  // The desktop play bar is not there in mini mode.
  await expect(page.getByRole('region', { name: '播放控制' })).toHaveCount(0);

  // Pause and play again.
  await bar.getByRole('button', { name: '暂停', exact: true }).click();
  await expectPlaying(page, false);
  await bar.getByRole('button', { name: '播放', exact: true }).click();
  await expectPlaying(page);

  // Hovering the progress line shows the time there; a click goes there.
  const slider = seekSlider(page);
  // The line's whole width (the slider role is its thumb's).
  const box = await bar.locator('.cz-progress__area').boundingBox();
  if (!box) throw new Error('the progress line has no box');
  const durationSec = song.durationMs / 1000;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const half = Math.floor(durationSec / 2);
  const clock = (sec: number) =>
    `${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}`;
  await expect(bar.locator('.cz-progress__hover')).toHaveText(
    new RegExp(`^(${clock(half - 1)}|${clock(half)}|${clock(half + 1)})$`),
  );
  await page.mouse.down();
  await page.mouse.up();
  await expect
    .poll(async () => Number(await slider.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(half - 2);
  expect(Number(await slider.getAttribute('aria-valuenow'))).toBeLessThan(half + 10);

  // The playlist opens in a taller window; a row is deleted from it.
  await bar.getByRole('button', { name: '播放列表', exact: true }).click();
  await expect.poll(() => mainProcess.window.bounds.height).toBe(400);
  await followWindow(page, mainProcess);
  const list = page.getByRole('list', { name: '播放列表' });
  const rows = list.getByRole('group');
  await expect(rows.nth(1)).toBeVisible();
  // The list is virtual: its size is what each row announces, not how many rows are drawn.
  const size = async () =>
    Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));
  const before = await size();
  expect(before).toBeGreaterThan(1);
  const second = (await rows.nth(1).getAttribute('aria-label')) ?? '';
  await rows.nth(1).getByRole('button', { name: '从列表中移除' }).click();
  await expect(list.getByRole('group', { name: second, exact: true })).toHaveCount(0);
  await expect.poll(size).toBe(before - 1);
  await bar.getByRole('button', { name: '播放列表', exact: true }).click();
  await expect.poll(() => mainProcess.window.bounds.height).toBe(64);

  // Back to the full window, on the page it left.
  await bar.getByRole('button', { name: '返回主界面' }).click();
  await expect(page).toHaveURL(/\/history$/);
  expect(mainProcess.window).toMatchObject({
    bounds: { width: 1280, height: 800 },
    alwaysOnTop: false,
  });
  expect(mainProcess.miniMode.on).toBe(false);
});

test('an artist in the mini bar opens their page in the full window', async ({
  page,
  mainProcess,
  playingSong: _playing,
}) => {
  await page.getByTestId('mini-mode-button').click();
  await expect(page).toHaveURL(/\/mini$/);
  await followWindow(page, mainProcess);
  const artist = page.getByRole('region', { name: '迷你播放器' }).getByRole('link').first();
  const href = await artist.getAttribute('href');
  expect(href).toMatch(/^\/artist\/detail\/\d+$/);
  await artist.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(mainProcess.miniMode.on).toBe(false);
  expect(mainProcess.window.bounds).toMatchObject({ width: 1280, height: 800 });
});
