import { playableSongs } from '@cadenza/ncm-sim/client';
import {
  expectPlaying,
  nowPlaying,
  playableRows,
  playFirstResult,
  position,
  rowName,
  songRow,
} from '@cadenza/e2e-support';
import { readSpectrum } from './support/audio-tap';
import { expect, test } from './support/test';

// Playback proven through the app only: the listener searches, clicks, hears. The audio tap
// reads what reaches the speakers; the simulator's songs are tones of known frequency.

test.use({ tapAudio: true });

/** The first two characters of the name of `playingSong`'s song: a search with several rows. */
let keyword = '';
test.beforeAll(({ simInfo }) => {
  const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
  if (!song) throw new Error('no song');
  keyword = song.name.slice(0, 2);
});

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

const near = (hz: number, expected: number) => Math.abs(hz - expected) <= 8;

test('search a song by name, play it: its tone is heard, time advances, Space pauses', async ({
  page,
  playingSong: song,
}) => {
  await expect
    .poll(async () => (await readSpectrum(page, song.frequencyHz)).peakHz, { timeout: 10_000 })
    .toBeCloseTo(song.frequencyHz, -1);
  expect(near((await readSpectrum(page, song.frequencyHz)).peakHz, song.frequencyHz)).toBe(true);
  const before = await position(page);
  await expect.poll(() => position(page), { timeout: 5000 }).toBeGreaterThan(before + 1);

  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Space');
  await expectPlaying(page, false);
  const paused = await position(page);
  await page.waitForTimeout(1200);
  expect(await position(page)).toBeCloseTo(paused, 0);
  await page.keyboard.press('Space');
  await expectPlaying(page);
});

test('next and previous walk the results; seek moves the position', async ({ page }) => {
  const [first, second] = await playFirstResult(page, keyword);
  await page.getByRole('button', { name: /下一首|Next/ }).click();
  await expect(nowPlaying(page)).toHaveText(second);
  await expectPlaying(page);
  await page.waitForTimeout(600); // the player debounces skips (500 ms)
  await page.getByRole('button', { name: /上一首|Previous/ }).click();
  await expect(nowPlaying(page)).toHaveText(first);
  await expectPlaying(page);

  const seek = page.getByRole('slider', { name: /播放进度|Playback position/ });
  await seek.focus();
  const start = await position(page);
  // Page Up is ten steps of a second (one key: held arrows can outrun the re-render).
  await page.keyboard.press('PageUp');
  await expect.poll(() => position(page), { timeout: 5000 }).toBeGreaterThanOrEqual(start + 8);
  await expectPlaying(page);
});

test('the saved shortcuts act in the page: next, previous, and play/pause', async ({ page }) => {
  const [first, second] = await playFirstResult(page, keyword);
  // The defaults (spec §3): Ctrl/Cmd+Alt with the arrows and P; focus away from the search box.
  await page.locator('main').focus();
  await page.keyboard.press('Control+Alt+ArrowRight');
  await expect(nowPlaying(page)).toHaveText(second);
  await page.waitForTimeout(600); // the player debounces skips (500 ms)
  await page.keyboard.press('Control+Alt+ArrowLeft');
  await expect(nowPlaying(page)).toHaveText(first);
  await page.keyboard.press('Control+Alt+P');
  await expectPlaying(page, false);
});

test('repeat one plays the song again at its end; in order goes on to the next', async ({
  page,
  playingSong: song,
}) => {
  const mode = page.getByRole('button', { name: /播放模式|Play mode/ });
  await expect(mode).toHaveAttribute('data-mode', '0');
  await mode.click();
  await expect(mode).toHaveAttribute('data-mode', '1');

  const seek = page.getByRole('slider', { name: /播放进度|Playback position/ });
  await seek.focus();
  // Seeking to the very end lands just before it: the song ends and starts again from the top.
  await page.keyboard.press('End');
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeLessThan(3);
  await expect(nowPlaying(page)).toHaveText(song.name);
  await expectPlaying(page);

  await mode.click();
  await expect(mode).toHaveAttribute('data-mode', '2');
  await mode.click();
  await expect(mode).toHaveAttribute('data-mode', '0');
  // The mode is kept for the next start (spec §3: playMode).
  expect(await page.evaluate(() => localStorage.getItem('playMode'))).toBe('0');

  // In order, the end of the song moves on to the next one.
  await seek.focus();
  await page.keyboard.press('End');
  await expect(nowPlaying(page)).not.toHaveText(song.name, {
    timeout: 15_000,
  });
});

test('speed 1.5 plays one and a half media seconds per wall second', async ({
  page,
  playingSong: _playing,
}) => {
  await page.getByTestId('speed-button').click();
  await page.getByRole('radio', { name: '1.5x' }).click();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  const startMedia = await position(page);
  const startWall = Date.now();
  await page.waitForTimeout(4000);
  const ratio = ((await position(page)) - startMedia) / ((Date.now() - startWall) / 1000);
  expect(ratio).toBeGreaterThan(1.35);
  expect(ratio).toBeLessThan(1.65);
});

test('the row of the song playing is marked in the results', async ({
  page,
  playingSong: song,
}) => {
  await expect(songRow(page, song.name)).toHaveAttribute('aria-current', 'true');

  // The song menu also opens on right click; "play next" puts a song after the one playing.
  const other = playableRows(page).nth(1);
  const otherName = await rowName(other);
  await other.click({ button: 'right' });
  await page.getByRole('menuitem', { name: /下一首播放|Play next/ }).click();
  await page.getByTestId('queue-button').click();
  const queue = page.getByRole('dialog', { name: /播放列表|Queue/ });
  const order = async () => {
    const names = await queue
      .locator('.cz-queue-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')?.split(' — ')[0]));
    return [names.indexOf(song.name), names.indexOf(otherName)];
  };
  await expect.poll(order).toEqual([0, 1]);
});

test('a like shows on every heart of the song, and is kept across a reload', async ({
  page,
  playingSong: song,
}) => {
  const bar = page.getByRole('region', { name: /播放控制|Player/ });
  await bar.getByRole('button', { name: /^(收藏|Favourite)$/ }).click();
  await expect(bar.getByRole('button', { name: /^(取消收藏|Unfavourite)$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const rowHeart = () =>
    songRow(page, song.name).getByRole('button', { name: /^(取消收藏|Unfavourite)$/ });
  await expect(rowHeart()).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(rowHeart()).toHaveAttribute('aria-pressed', 'true');
});
