import { expect, type Page } from '@playwright/test';

/** Searches from the top bar's search box and waits for the song results. */
export async function search(page: Page, keyword: string): Promise<void> {
  const box = page.getByRole('search').getByRole('combobox', { name: /^(搜索|Search)$/ });
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

/** The result row of a song, by its exact name. */
export function songRow(page: Page, name: string) {
  return page.getByRole('group', { name: new RegExp(`^${escape(name)} — `) });
}

/** Clicks a song row where a click plays (its cover, away from the artist links). */
export async function playRow(page: Page, name: string): Promise<void> {
  await songRow(page, name).locator('.cz-song-row__cover').click();
  await expect(page.getByTestId('now-playing-name').first()).toHaveText(name);
}

/** The play bar's seek slider position, in seconds. */
export async function position(page: Page): Promise<number> {
  const value = await page
    .getByRole('region', { name: /播放控制|Player/ })
    .getByRole('slider', { name: /播放进度|Playback position/ })
    .getAttribute('aria-valuenow');
  return Number(value);
}

/** Waits until the play/pause button says the player is playing (its name is "Pause"). */
export async function expectPlaying(page: Page, playing = true): Promise<void> {
  await expect(page.getByTestId('play-pause')).toHaveAccessibleName(
    playing ? /暂停|Pause/ : /播放|Play/,
    {
      timeout: 15_000,
    },
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Searches `keyword` and plays the first playable row; resolves with the names of the first two
 * playable rows (the song playing, and the next one in the queue).
 */
export async function playFirstResult(page: Page, keyword: string): Promise<[string, string]> {
  await search(page, keyword);
  const rows = page.locator('.cz-song-row:not(.cz-song-row--disabled):visible');
  const nameOf = async (index: number) =>
    (await rows.nth(index).getAttribute('aria-label'))?.split(' — ')[0] ?? '';
  const [first, second] = [await nameOf(0), await nameOf(1)];
  await playRow(page, first);
  await expectPlaying(page);
  return [first, second];
}
