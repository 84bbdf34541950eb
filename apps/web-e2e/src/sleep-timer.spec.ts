import { playableSongs } from '@cadenza/ncm-sim/client';
import { expectPlaying, playRow, position, search } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// Not `playingSong`: the search is for the first two characters of the name, so the queue is a
// page of other songs too and only the timer can stop playback at this song's end.
test('a sleep timer of one song stops playback when the song ends', async ({ page, simInfo }) => {
  const [song] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
  if (!song) throw new Error('no song');
  await page.goto('/');
  await search(page, song.name.slice(0, 2));
  await playRow(page, song.name);
  await expectPlaying(page);

  await page.getByTestId('sleep-timer-button').click();
  const panel = page.getByRole('dialog', { name: /定时关闭|Sleep timer/ });
  await panel.getByRole('button', { name: /^1 (首|song)$/ }).click();
  await expect(panel.getByText(/再播放 1 首后停止|Stops after 1 more song/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('slider', { name: /播放进度|Playback position/ }).focus();
  await page.keyboard.press('End');
  await expectPlaying(page, false);
  const stoppedAt = await position(page);
  await page.waitForTimeout(1500);
  expect(await position(page)).toBeCloseTo(stoppedAt, 0);
  // The timer is spent: the button no longer shows one set.
  await expect(page.getByTestId('sleep-timer-button')).toHaveAttribute('aria-pressed', 'false');
});
