import type { Page } from '@playwright/test';
import { expectPlaying, playSong } from '@cadenza/e2e-support';
import type { SimInfoSong } from '@cadenza/ncm-sim/client';
import { readSpectrum } from './support/audio-tap';
import { expect, test } from './support/test';

// Loudness normalisation as the listener hears it: what reaches the speakers, against what the
// song's element gives, is the gain NetEase answered (limited by its peak) while it is on, and
// nothing once the listener switches it off in the settings.

test.use({ tapAudio: true });

/** The factor the app must apply for a `/song/url/v1` item, in dB (pre-amp 0). */
function expectedDb(item: { gain: number; peak: number }): number {
  const factor = 10 ** (item.gain / 20);
  return 20 * Math.log10(item.peak > 0 ? Math.min(factor, 1 / item.peak) : factor);
}

/** Plays `song` and answers the loudness item its URL came with. */
async function playAndReadUrlAnswer(page: Page, song: SimInfoSong) {
  const answer = page.waitForResponse((response) => response.url().includes('/song/url/v1'));
  await playSong(page, song.name);
  await expectPlaying(page);
  const body = (await (await answer).json()) as { data: { gain: number; peak: number }[] };
  const item = body.data[0];
  if (!item) throw new Error('no URL item');
  return item;
}

/** Out of the app's graph minus into it, at the song's tone: the gain the song got, dB. */
const songGainDb = async (page: Page, song: SimInfoSong) =>
  (await readSpectrum(page, song.frequencyHz)).gainDb;

test('a loud and a quiet song get the gains NetEase answered; switched off, both play as they are', async ({
  page,
  simInfo,
}) => {
  const measured = simInfo.songs.filter(
    (song) =>
      song.availability === 'full' &&
      song.format === 'mp3' &&
      song.durationMs > 40_000 &&
      song.loudness?.reportsGain,
  );
  const byLevel = [...measured].sort(
    (a, b) => (a.loudness?.targetLufs ?? 0) - (b.loudness?.targetLufs ?? 0),
  );
  const quiet = byLevel[0];
  const loud = byLevel.at(-1);
  if (!quiet || !loud) throw new Error('the simulator has no measured songs');
  expect((loud.loudness?.targetLufs ?? 0) - (quiet.loudness?.targetLufs ?? 0)).toBeGreaterThan(10);

  await page.goto('/');
  for (const song of [loud, quiet]) {
    const item = await playAndReadUrlAnswer(page, song);
    expect(item.gain).not.toBe(0);
    const wanted = expectedDb(item);
    await expect
      .poll(async () => Math.abs((await songGainDb(page, song)) - wanted), { timeout: 10_000 })
      .toBeLessThan(0.5);
  }
  // Through the menu: the quiet song goes on playing while the listener is in the settings.
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '设置' })
    .click();
  await page.getByRole('tab', { name: '播放设置' }).click();
  await page.getByRole('switch', { name: '音量均衡' }).click();
  await expect(page.getByRole('switch', { name: '音量均衡' })).not.toBeChecked();
  // The playing (quiet) song glides back to its own level.
  await expect
    .poll(async () => Math.abs(await songGainDb(page, quiet)), { timeout: 10_000 })
    .toBeLessThan(0.5);
});

test('a song NetEase gives no gain is measured while it plays, and normalised from its next play', async ({
  page,
  simInfo,
}) => {
  // Twenty seconds of it must play before its measure is kept.
  test.setTimeout(90_000);
  const unmeasured = simInfo.songs.find(
    (song) =>
      song.availability === 'full' &&
      song.format === 'mp3' &&
      song.durationMs > 40_000 &&
      song.loudness &&
      !song.loudness.reportsGain &&
      Math.abs(-14 - song.loudness.targetLufs) > 3,
  );
  const other = simInfo.songs.find(
    (song) =>
      song.availability === 'full' &&
      song.format === 'mp3' &&
      song.durationMs > 40_000 &&
      song.loudness?.reportsGain,
  );
  if (!unmeasured?.loudness || !other) throw new Error('the simulator has no song without a gain');
  await page.goto('/');

  const first = await playAndReadUrlAnswer(page, unmeasured);
  expect(first.gain).toBe(0);
  // Not measured yet: it plays as it is.
  await expect
    .poll(async () => Math.abs(await songGainDb(page, unmeasured)), { timeout: 10_000 })
    .toBeLessThan(0.5);
  await page.waitForTimeout(21_000);
  await playAndReadUrlAnswer(page, other);

  await playAndReadUrlAnswer(page, unmeasured);
  // Its own level, measured by the app, brought to the reference of −14 LUFS.
  const wanted = -14 - unmeasured.loudness.targetLufs;
  await expect
    .poll(async () => Math.abs((await songGainDb(page, unmeasured)) - wanted), {
      timeout: 10_000,
    })
    .toBeLessThan(1);
});
