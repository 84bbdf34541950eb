import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import {
  expectPlaying,
  nowPlaying,
  playRow,
  playSong,
  position,
  search,
} from '@cadenza/e2e-support';
import { expect, test } from './support/test';

/** Opens the play bar's sleep-timer panel. */
async function openSleepPanel(page: Page) {
  await page.getByTestId('sleep-timer-button').click();
  const panel = page.getByRole('dialog', { name: /定时关闭|Sleep timer/ });
  await expect(panel).toBeVisible();
  return panel;
}

/** Seeks the song playing to its end (the slider's End lands just before it). */
async function seekToEnd(page: Page) {
  await page
    .getByRole('slider', { name: /播放进度|Playback position/ })
    .first()
    .focus();
  await page.keyboard.press('End');
}

/**
 * Plays a song of 40 s or more from a search for the first two characters of its name: the
 * queue is a page of other songs too, so only a timer can stop playback at this song's end.
 */
async function playFromPageOfResults(page: Page, simInfo: Parameters<typeof playableSongs>[0]) {
  const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
  if (!song) throw new Error('no song');
  await page.goto('/');
  await search(page, song.name.slice(0, 2));
  await playRow(page, song.name);
  await expectPlaying(page);
  return song;
}

/** Playback stays stopped: the position does not move for a while. */
async function expectStaysStopped(page: Page) {
  await expectPlaying(page, false);
  const stoppedAt = await position(page);
  await page.waitForTimeout(1500);
  expect(await position(page)).toBeCloseTo(stoppedAt, 0);
}

// Not `playingSong`: the search is for the first two characters of the name, so the queue is a
// page of other songs too and only the timer can stop playback at this song's end.
test('a sleep timer of one song stops playback when the song ends', async ({ page, simInfo }) => {
  await playFromPageOfResults(page, simInfo);

  const panel = await openSleepPanel(page);
  await panel.getByRole('button', { name: /^1 (首|song)$/ }).click();
  await expect(panel.getByText(/再播放 1 首后停止|Stops after 1 more song/)).toBeVisible();
  await page.keyboard.press('Escape');

  await seekToEnd(page);
  await expectStaysStopped(page);
  // The timer is spent: the button no longer shows one set.
  await expect(page.getByTestId('sleep-timer-button')).toHaveAttribute('aria-pressed', 'false');
});

// The time timer compares Date.now() with its end time every second: Playwright's clock (real
// speed until told otherwise) lets minutes pass in a moment. Installed before the app loads.
test.describe('by minutes', () => {
  test.beforeEach(async ({ page, simInfo }) => {
    const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
    if (!song) throw new Error('no song');
    await page.clock.install();
    await page.goto('/');
    await playSong(page, song.name);
  });

  test('a timer of 2 minutes counts down h:mm:ss on the play bar and stops playback at its end', async ({
    page,
  }) => {
    const playing = await nowPlaying(page).textContent();
    const panel = await openSleepPanel(page);
    await panel.getByRole('spinbutton', { name: /自定义分钟数|Custom minutes/ }).fill('2');
    await panel.getByRole('button', { name: /^(开始|Start)$/ }).click();
    await expect(panel.getByText(/0:0[12]:\d\d/)).toBeVisible();
    await page.keyboard.press('Escape');
    const countdown = page.getByTestId('sleep-countdown');
    await expect(countdown).toHaveText(/^0:(02:00|01:5\d)$/);
    await expect(page.getByTestId('sleep-timer-button')).toHaveAttribute('aria-pressed', 'true');

    // Half way: the countdown follows the clock, the music plays on.
    await page.clock.fastForward('01:00');
    await expect(countdown).toHaveText(/^0:(01:00|00:5\d)$/);
    await expectPlaying(page);

    await page.clock.fastForward('01:05');
    await expectStaysStopped(page);
    await expect(nowPlaying(page)).toHaveText(playing ?? '');
    await expect(countdown).toBeHidden();
    await expect(page.getByTestId('sleep-timer-button')).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.getByText(/已按定时设置停止播放|Playback stopped by the sleep timer/),
    ).toBeVisible();
  });

  test('a new timer replaces the old one; a cancelled timer stops nothing', async ({ page }) => {
    const panel = await openSleepPanel(page);
    const countdown = page.getByTestId('sleep-countdown');
    await panel.getByRole('button', { name: /^90 (分钟|minutes)$/ }).click();
    await expect(countdown).toHaveText(/^1:(30:00|29:5\d)$/);
    await panel.getByRole('button', { name: /^15 (分钟|minutes)$/ }).click();
    await expect(countdown).toHaveText(/^0:(15:00|14:5\d)$/);

    await panel.getByRole('button', { name: /取消定时|Cancel timer/ }).click();
    await expect(panel.getByText(/^(不开启|Off)$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(countdown).toBeHidden();
    await expect(page.getByTestId('sleep-timer-button')).toHaveAttribute('aria-pressed', 'false');

    // Past the end time of both timers: the music plays on.
    await page.clock.fastForward('15:05');
    await expectPlaying(page);
    const at = await position(page);
    await expect.poll(() => position(page), { timeout: 5000 }).toBeGreaterThan(at);
  });
});

test('a timer at the end of the list lets the list play to its last song, and stops there', async ({
  page,
  simInfo,
}) => {
  const song = await playFromPageOfResults(page, simInfo);

  // The queue is the page of results: its last two songs, from the queue drawer's keyboard.
  await page.getByTestId('queue-button').click();
  const queue = page.getByRole('dialog', { name: /播放列表|Queue/ });
  await queue.locator('[aria-current="true"]').focus();
  await page.keyboard.press('End');
  const focusedName = async () =>
    ((await page.locator(':focus').getAttribute('aria-label')) ?? '').split(' — ')[0] ?? '';
  const last = await focusedName();
  await page.keyboard.press('ArrowUp');
  const beforeLast = await focusedName();
  expect(new Set([song.name, last, beforeLast]).size).toBe(3);
  await page.keyboard.press('Enter');
  await expect(nowPlaying(page)).toHaveText(beforeLast);
  // The drawer is modal: the play bar behind it is hidden from the accessibility tree.
  await page.keyboard.press('Escape');
  await expect(queue).toBeHidden();
  await expectPlaying(page);

  const panel = await openSleepPanel(page);
  await panel.getByRole('button', { name: /^(播完列表后|At the end of the list)$/ }).click();
  await expect(panel.getByText(/播完当前列表后停止|Stops at the end of the list/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Not the last song yet: the list goes on.
  await seekToEnd(page);
  await expect(nowPlaying(page)).toHaveText(last, { timeout: 15_000 });
  await expectPlaying(page);
  // The last song's end stops the list there, rather than wrapping to its first song.
  await seekToEnd(page);
  await expectStaysStopped(page);
  await expect(nowPlaying(page)).toHaveText(last);
  await expect(page.getByTestId('sleep-timer-button')).toHaveAttribute('aria-pressed', 'false');
});
