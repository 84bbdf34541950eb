import { playableSongs } from '@cadenza/ncm-sim/client';
import { expectPlaying, nowPlaying, playSong, position } from '@cadenza/e2e-support';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';

// NetEase's song URLs die after `expi` seconds (the media service then answers 403). Here they
// live 10 s: a song paused for 30 s outlives three of them. The player renews the URL before it
// dies and moves the paused sound to the fresh one, so play resumes at once where it paused,
// and nothing on the way meets a 403.

/** The URL lifetime of this journey, in seconds (the simulator reports it as `expi`). */
const URL_TTL_SEC = 10;
/** How long the song stays paused: three lifetimes. */
const PAUSE_MS = 30_000;

test.afterEach(async ({ sim, simInfo }) => {
  // Back to the lifetime the simulator started with, for the journeys after this one.
  await sim.setUrlTtl(simInfo.urlTtlSeconds);
});

/** Every answer of the media service, as it came. */
function watchMedia(page: Page, mediaBase: string) {
  const answers: Array<{ url: string; status: number; at: number }> = [];
  page.on('response', (response: Response) => {
    if (!response.url().startsWith(mediaBase)) return;
    answers.push({ url: response.url(), status: response.status(), at: Date.now() });
  });
  return answers;
}

/** When a signed media URL of the simulator stops working (its `e` parameter, epoch ms). */
function expiryOf(url: string): number {
  return Number(new URL(url).searchParams.get('e'));
}

test('a song paused past its URL lifetime resumes at once where it paused, without a 403', async ({
  page,
  sim,
  simInfo,
}) => {
  test.setTimeout(120_000);
  // Set before the song's URL is first resolved, so every URL of this journey lives 10 s.
  await sim.setUrlTtl(URL_TTL_SEC);
  const [song] = playableSongs(simInfo, { minDurationMs: 90_000, count: 1 });
  if (!song) throw new Error('the simulator has no song of a minute and a half');
  const media = watchMedia(page, simInfo.urls.media);

  await page.goto('/');
  await playSong(page, song.name);
  await expect.poll(() => position(page)).toBeGreaterThan(3);
  await page.getByTestId('play-pause').click();
  await expectPlaying(page, false);
  const pausedAt = await position(page);
  const pausedAtMs = Date.now();

  await page.waitForTimeout(PAUSE_MS);
  // The URL the song first played from is long dead; the paused sound moved to fresh ones (a
  // paused element left on a dead URL answers play with a 403 once the browser reloads it).
  const songAudio = `/audio/${String(song.id)}.`;
  const fetchedWhilePaused = media.filter(
    (answer) => answer.at > pausedAtMs && answer.url.includes(songAudio),
  );
  expect(fetchedWhilePaused.length).toBeGreaterThan(0);
  const latest = fetchedWhilePaused.at(-1);
  expect(expiryOf(latest?.url ?? '')).toBeGreaterThan(Date.now());

  const pressedAt = Date.now();
  await page.getByTestId('play-pause').click();
  await expectPlaying(page);
  // Playing on within a couple of seconds, from where it paused (not from the start).
  await expect
    .poll(() => position(page), { timeout: 3_000, intervals: [100] })
    .toBeGreaterThan(pausedAt + 0.5);
  expect(Date.now() - pressedAt).toBeLessThan(3_500);
  expect(await position(page)).toBeLessThan(pausedAt + 5);

  // A seek to the very end, long after the URLs the song started with died, plays it out, and
  // the next song (preloaded before the pause, its URL renewed too) starts.
  await page.getByRole('slider', { name: /播放进度|Playback position/ }).focus();
  await page.keyboard.press('End');
  await expect(nowPlaying(page)).not.toHaveText(song.name, { timeout: 15_000 });
  await expectPlaying(page);
  await expect.poll(() => position(page)).toBeGreaterThan(1);

  expect(media.length).toBeGreaterThan(0);
  expect(media.filter((answer) => answer.status === 403)).toEqual([]);
});
