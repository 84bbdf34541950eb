import { expect, type Page } from '@playwright/test';
import { playableSong } from './sim';

/** The name of a fully playable MP3 song that no other song of the catalogue shares. */
export async function playableSongName(): Promise<string> {
  return (await playableSong()).name;
}

/** The name the play bar shows now. */
export const nowPlaying = (page: Page) => page.getByTestId('now-playing-name').first();

/** Waits until the play/pause button says the player plays (its name is then "Pause"), or not. */
export async function expectPlaying(page: Page, playing = true): Promise<void> {
  await expect(page.getByTestId('play-pause')).toHaveAccessibleName(
    playing ? /暂停|Pause/ : /播放|Play/,
    { timeout: 15_000 },
  );
}

/**
 * Searches `name` from the top bar and plays its row; resolves with the names of the first two
 * playable rows of the results (the song playing, and the next one in the queue).
 */
export async function searchAndPlay(page: Page, name: string): Promise<[string, string]> {
  const box = page.getByRole('search').getByRole('combobox', { name: /^(搜索|Search)$/ });
  await box.fill(name.slice(0, 2));
  await box.press('Enter');
  const rows = page.locator('.cz-song-row:not(.cz-song-row--disabled):visible');
  await expect(rows.nth(1)).toBeVisible();
  const nameOf = async (index: number) =>
    (await rows.nth(index).getAttribute('aria-label'))?.split(' — ')[0] ?? '';
  const [first, second] = [await nameOf(0), await nameOf(1)];
  await rows.nth(0).locator('.cz-song-row__cover').click();
  await expect(nowPlaying(page)).toHaveText(first);
  await expectPlaying(page);
  return [first, second];
}
