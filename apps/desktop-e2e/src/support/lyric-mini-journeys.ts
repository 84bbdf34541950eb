import type { SimInfoSong } from '@cadenza/ncm-sim/client';
import { expect, type Page } from '@playwright/test';
import { sim } from './sim';

/** A catalogue song as `GET /__sim/info` lists it. */
export type SimSong = SimInfoSong;

/**
 * Fully playable mp3 songs of at least `minDurationMs` with a name of their own (a search finds
 * exactly that row): `withLyrics` the LRC kind (no word-by-word lines), else instrumentals.
 */
export async function pickSongs({
  count,
  withLyrics,
  minDurationMs = 40_000,
}: {
  count: number;
  withLyrics: boolean;
  minDurationMs?: number;
}): Promise<SimSong[]> {
  const info = await sim.info();
  const names = new Map<string, number>();
  for (const song of info.songs) names.set(song.name, (names.get(song.name) ?? 0) + 1);
  const noLyric = new Set(info.fixtures.noLyricSongIds);
  const words = new Set(info.fixtures.yrcSongIds);
  const chosen = info.songs.filter(
    (song) =>
      song.format === 'mp3' &&
      song.availability === 'full' &&
      song.durationMs >= minDurationMs &&
      names.get(song.name) === 1 &&
      !words.has(song.id) &&
      noLyric.has(song.id) !== withLyrics,
  );
  if (chosen.length < count) throw new Error(`fewer than ${String(count)} such songs`);
  return chosen.slice(0, count);
}

/** Searches `name` from the top bar and plays that row; waits until it plays. */
export async function playSong(page: Page, name: string): Promise<void> {
  const box = page.getByRole('search').getByRole('combobox', { name: /^(搜索|Search)$/ });
  await box.fill(name);
  await box.press('Enter');
  const row = page.getByRole('group', { name: new RegExp(`^${escape(name)} — `) });
  await row.locator('.cz-song-row__cover').click();
  await expect(page.getByTestId('now-playing-name').first()).toHaveText(name);
  await expectPlaying(page);
}

/** Searches `name` and appends it to the queue from its row's menu ("play next"). */
export async function queueNext(page: Page, name: string): Promise<void> {
  const box = page.getByRole('search').getByRole('combobox', { name: /^(搜索|Search)$/ });
  await box.fill(name);
  await box.press('Enter');
  const row = page.getByRole('group', { name: new RegExp(`^${escape(name)} — `) });
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: /^(下一首播放|Play next)$/ }).click();
}

/** Waits until the main play bar's play/pause says the player plays (or is paused). */
export async function expectPlaying(page: Page, playing = true): Promise<void> {
  await expect(page.getByTestId('play-pause').first()).toHaveAccessibleName(
    playing ? /暂停|Pause/ : /播放|Play/,
    { timeout: 15_000 },
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
