import type { Page } from '@playwright/test';
import { expectPlaying, nowPlaying } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// Random mode through the play bar (spec §3 playMode 2; §4 "on song end: mode 2 picks a random
// other index"): each song's end plays another song of the same queue, never the one that ended.

/** The song playing as the queue drawer shows it: its name, its place (1-based), the queue length. */
async function currentInQueue(page: Page) {
  await page.getByTestId('queue-button').click();
  const queue = page.getByRole('dialog', { name: /播放列表|Queue/ });
  const item = queue.getByRole('listitem').filter({ has: page.locator('[aria-current="true"]') });
  await expect(item).toHaveCount(1);
  const place = Number(await item.getAttribute('aria-posinset'));
  const length = Number(await item.getAttribute('aria-setsize'));
  const label = await item.locator('[aria-current="true"]').getAttribute('aria-label');
  // The drawer is modal: closed again so the play bar is reachable.
  await page.keyboard.press('Escape');
  await expect(queue).toBeHidden();
  return { name: label?.split(' — ')[0] ?? '', place, length };
}

async function seekToEnd(page: Page) {
  await page.getByRole('slider', { name: /播放进度|Playback position/ }).focus();
  await page.keyboard.press('End');
}

test('in random mode each song end plays another song of the queue, not the one that ended', async ({
  page,
  playingSong: song,
}) => {
  const mode = page.getByRole('button', { name: /播放模式|Play mode/ });
  await mode.click();
  await mode.click();
  await expect(mode).toHaveAttribute('data-mode', '2');
  await expect(mode).toHaveAccessibleName(/随机播放|Shuffle/);

  let before = await currentInQueue(page);
  expect(before.name).toBe(song.name);
  // A queue long enough that shuffling cannot pass for playing in order by chance (below).
  expect(before.length).toBeGreaterThanOrEqual(10);
  const steps: number[] = [];
  for (let end = 0; end < 3; end += 1) {
    await seekToEnd(page);
    await expect(nowPlaying(page)).not.toHaveText(before.name, { timeout: 15_000 });
    await expectPlaying(page);
    const after = await currentInQueue(page);
    expect(after.length).toBe(before.length);
    expect(after.place).not.toBe(before.place);
    await expect(nowPlaying(page)).toHaveText(after.name);
    steps.push((after.place - before.place + before.length) % before.length);
    before = after;
  }
  // In order every step is +1; three random steps all +1 happen once in (length - 1)³ runs.
  expect(steps, `steps through the queue: ${steps.join(', ')}`).not.toEqual([1, 1, 1]);
});
