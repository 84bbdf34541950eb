import {
  expectPlaying,
  nowPlaying,
  playRow,
  position,
  search,
  songRow,
} from '@cadenza/e2e-support';
import { expect, test } from './support/test';

test.afterEach(async ({ sim }) => {
  await sim.clearFaults();
});

// A minute-long song at least: the recovery happens twenty seconds in, with time left to play on.
test.use({ songWish: { minDurationMs: 60_000 } });

// What the reference gets wrong: an expired media URL mid-song, and a song that cannot be
// resolved. Here the first resumes where it was with a toast; the second is skipped with why.

test('a media URL refused as expired is fetched again and playback resumes at its position', async ({
  page,
  sim,
  playingSong: song,
}) => {
  await page.getByRole('slider', { name: /播放进度|Playback position/ }).focus();
  // Two Page Ups: twenty seconds on (one key each: held arrows can outrun the re-render).
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect.poll(() => position(page)).toBeGreaterThan(18);
  // The progress is saved every other second; wait for one save past the seek.
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('playProgress') ?? '{}').progress ?? 0),
    )
    .toBeGreaterThan(18);

  // From now on the media service refuses the song's URL twice (403, as an expired signature
  // answers): the engine retries once, then the player fetches a new URL and resumes.
  await sim.addFault({ service: 'media', id: String(song.id), status: 403, times: 2 });
  await page.reload();
  await page.getByTestId('play-pause').click();
  // Radix also copies a toast's text into a live region for screen readers: take the toast.
  await expect(page.getByText(/已自动恢复播放|Auto playback resumed/).first()).toBeVisible({
    timeout: 20_000,
  });
  await expectPlaying(page);
  expect(await position(page)).toBeGreaterThan(16);
});

test('a song that cannot be resolved is skipped and the toast says why', async ({
  page,
  simInfo,
}) => {
  const blocked = simInfo.songs.find((song) => song.availability === 'unavailable');
  if (!blocked) throw new Error('the simulator has no unavailable song');
  // With unblocking on, the web app would find the song on the video site; off, nothing can.
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ enableMusicUnblock: false })),
  );
  await page.goto('/');
  await search(page, blocked.name);
  await songRow(page, blocked.name).locator('.cz-song-row__cover').click();
  const toast = page
    .getByRole('region', { name: /通知|Notifications/ })
    .getByRole('listitem')
    .first();
  await expect(toast).toBeVisible({ timeout: 15_000 });
  // The title says what happened, the description why (the resolver's reason).
  await expect(toast).toContainText(/播放失败|Play Failed|Playback failed/);
  expect(((await toast.textContent()) ?? '').length).toBeGreaterThan(12);
  await expect(nowPlaying(page)).not.toHaveText(blocked.name, {
    timeout: 15_000,
  });
});

test('a VIP song of which only the preview can be found plays it, and the toast says so', async ({
  page,
  simInfo,
}) => {
  const names = new Map<string, number>();
  for (const song of simInfo.songs) names.set(song.name, (names.get(song.name) ?? 0) + 1);
  const vip = simInfo.songs.find(
    (song) => song.availability === 'trial' && song.format === 'mp3' && names.get(song.name) === 1,
  );
  if (!vip) throw new Error('the simulator has no trial song with a unique name');
  // Unblocking off: nothing but NetEase's preview can be found.
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ enableMusicUnblock: false })),
  );
  await page.goto('/');
  await search(page, vip.name);
  await playRow(page, vip.name);
  await expectPlaying(page);
  const toast = page.getByRole('region', { name: /通知|Notifications/ }).getByRole('listitem');
  await expect(toast.filter({ hasText: vip.name })).toContainText(/VIP/);
});
