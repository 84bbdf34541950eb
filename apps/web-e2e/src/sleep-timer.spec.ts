import { expect, test } from '@playwright/test';
import { expectPlaying, playRow, position, search } from './support/app';
import { playableSongs, simInfo } from './support/sim';

test('a sleep timer of one song stops playback when the song ends', async ({ page }) => {
  const [song] = playableSongs(await simInfo(), 40_000, 1);
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
