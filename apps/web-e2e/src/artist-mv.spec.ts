import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import { expectPlaying, nowPlaying, position, search, songRow } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// The artist page, the artist drawer and the MV page, through the UI only.

/** The play bar's position while a dialog hides the page from the accessibility tree. */
async function positionBehindDialog(page: Page): Promise<number> {
  const slider = page.getByRole('slider', {
    name: /播放进度|Playback position/,
    includeHidden: true,
  });
  return Number(await slider.first().getAttribute('aria-valuenow'));
}

/** The first artist of a song row of the page (the results `playingSong` left open). */
async function firstArtist(page: Page, name: string): Promise<string> {
  return (await songRow(page, name).locator('.cz-song-row__link').first().textContent()) ?? '';
}

test("a song row's artist opens the artist page: hot songs that play, and albums", async ({
  page,
  simInfo,
}) => {
  const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
  if (!song) throw new Error('no song');
  await page.goto('/');
  await search(page, song.name);
  const link = songRow(page, song.name).locator('.cz-song-row__link').first();
  const artist = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/artist\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: artist, level: 2 })).toBeVisible();

  const hot = page.getByRole('list', { name: /热门歌曲|Top songs/ });
  await expect(hot.getByRole('group').first()).toBeVisible();
  const second = hot.getByRole('group').nth(1);
  const name = (await second.getAttribute('aria-label'))?.split(' — ')[0] ?? '';
  await second.locator('.cz-song-row__cover').click();
  await expect(nowPlaying(page)).toHaveText(name);
  await expectPlaying(page);

  await page.getByRole('tab', { name: /专辑|Albums/ }).click();
  const albums = page.getByRole('list', { name: /专辑|Albums/ }).getByRole('link');
  await expect(albums.first()).toBeVisible();
  await expect(albums.first()).toHaveAttribute('href', /^\/music-list\/\d+\?type=album$/);
});

test("the play bar's artist opens the artist drawer; its link opens the page", async ({
  page,
  playingSong,
}) => {
  const artist = await firstArtist(page, playingSong.name);
  const bar = page.getByRole('region', { name: /播放控制|Player/ });
  await bar.getByRole('button', { name: artist }).click();
  const drawer = page.getByRole('dialog', { name: /歌手详情|Artist/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: artist })).toBeVisible();
  await expect(
    drawer
      .getByRole('list', { name: /热门歌曲|Top songs/ })
      .getByRole('group')
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await bar.getByRole('button', { name: artist }).click();
  await drawer.getByRole('link', { name: /查看歌手主页|Open the artist page/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/artist\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: artist, level: 2 })).toBeVisible();
});

test('/mv shows MV cards; an MV plays, pauses the music, and closing it resumes the music', async ({
  page,
  playingSong: _playing,
}) => {
  await page.getByRole('navigation').getByRole('link', { name: 'MV' }).click();
  const cards = page.getByRole('list', { name: /MV 列表|MV list/ }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);

  await cards.first().click();
  const player = page.getByRole('dialog');
  const video = player.getByTestId('mv-video');
  await expect(video).toBeVisible();
  const time = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(0.5);
  // The music paused while the MV plays, and holds its place. (The dialog hides the page from
  // the accessibility tree, so the button's label is read as an attribute.)
  await expect(page.getByTestId('play-pause')).toHaveAttribute('aria-label', /播放|Play/);
  const held = await positionBehindDialog(page);
  await expect(player.getByRole('status')).toContainText(/音乐已暂停|Music paused/);
  await page.waitForTimeout(800);
  expect(await positionBehindDialog(page)).toBeCloseTo(held, 0);

  await player.getByRole('button', { name: /关闭 MV|Close MV/ }).click();
  await expect(player).toBeHidden();
  await expectPlaying(page);
  await expect.poll(() => position(page), { timeout: 5000 }).toBeGreaterThan(held + 0.5);
  await expect(page).toHaveURL(/\/mv$/);
});
