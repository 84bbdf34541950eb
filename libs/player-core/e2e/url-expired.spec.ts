import { expect, test } from '@playwright/test';
import type { PlayerTrack } from '../src/index';
import {
  addFault,
  clearFaults,
  openHarness,
  pendingFaults,
  playableSong,
  simSongs,
} from './support/harness-page';

// A restored song whose media URL starts answering 403: the engine retries once after 1 s, then
// reports url-expired; the runtime re-fetches the URL and playback resumes at the saved position.

const SAVED_PROGRESS_SEC = 12;

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('a URL answering 403 is retried, re-fetched and resumed at the saved position', async ({
  page,
  request,
}) => {
  const song = playableSong(await simSongs(request), 'mp3', 40_000);
  const track: PlayerTrack = {
    id: song.id,
    name: song.name,
    artists: [{ id: 1, name: 'Simulated Artist' }],
    album: { name: 'Simulated Album' },
    durationMs: song.durationMs,
    source: 'netease',
  };
  await openHarness(page);
  await addFault(request, { service: 'media', id: String(song.id), status: 403, times: 2 });

  await page.evaluate(
    ({ track, progress }) => {
      const { runtime } = window.playerHarness.createRuntime({
        saved: {
          playList: JSON.stringify([track]),
          playListIndex: JSON.stringify(0),
          playProgress: JSON.stringify({ songId: track.id, progress }),
        },
      });
      runtime.restore({ autoplay: true });
    },
    { track, progress: SAVED_PROGRESS_SEC },
  );

  await expect
    .poll(
      () => page.evaluate(() => window.playerHarness.runtime().runtime.store.getSnapshot().status),
      {
        timeout: 15_000,
      },
    )
    .toBe('playing');

  const outcome = await page.evaluate(() => {
    const session = window.playerHarness.runtime();
    const state = session.runtime.store.getSnapshot();
    return {
      events: session.events.map(({ type, loadId, at, ...rest }) => ({
        type,
        loadId,
        at,
        positionSec: 'positionSec' in rest ? rest.positionSec : undefined,
      })),
      resolutions: session.resolutions,
      notices: session.notices,
      status: state.status,
      recovering: state.recovering,
      position: session.position(),
      index: state.index,
    };
  });

  // The restore resolved the URL once; after url-expired the runtime resolved it again.
  expect(outcome.resolutions).toHaveLength(2);
  expect(outcome.resolutions.map((resolution) => resolution.refetch)).toEqual([true, true]);
  expect(outcome.resolutions[1]?.url).not.toBe(outcome.resolutions[0]?.url);

  // Both 403s were served (the fault is used up), and the engine gave up only after its retry.
  expect(await pendingFaults(request)).toEqual([]);
  const expired = outcome.events.filter((event) => event.type === 'url-expired');
  expect(expired).toHaveLength(1);
  expect(expired[0]?.positionSec).toBeGreaterThanOrEqual(SAVED_PROGRESS_SEC);
  const firstResolvedAt = outcome.resolutions[0]?.at ?? Number.NaN;
  const expiredAt = expired[0]?.at ?? Number.NaN;
  // One retry, 1 s after the first failure: url-expired cannot come sooner than that.
  expect(expiredAt - firstResolvedAt).toBeGreaterThanOrEqual(1_000);
  expect(outcome.resolutions[1]?.at ?? 0).toBeGreaterThan(expiredAt);

  // The new URL plays, under the later load, at the saved position, and the listener is told.
  const playing = outcome.events.filter((event) => event.type === 'playing');
  expect(playing).toHaveLength(1);
  expect(playing[0]?.loadId).toBeGreaterThan(expired[0]?.loadId ?? Infinity);
  expect(outcome.events.some((event) => event.type === 'error')).toBe(false);
  expect(outcome.status).toBe('playing');
  expect(outcome.recovering).toBe(false);
  expect(outcome.notices).toEqual([{ type: 'url-refetched' }]);
  expect(outcome.position).toBeGreaterThanOrEqual(SAVED_PROGRESS_SEC);
  expect(outcome.position).toBeLessThan(SAVED_PROGRESS_SEC + 5);
  test.info().annotations.push({
    type: 'recovery',
    description:
      `url-expired ${(expiredAt - firstResolvedAt).toFixed(0)} ms after the first URL, ` +
      `playing at ${outcome.position.toFixed(2)} s`,
  });

  // And it keeps playing from there.
  await expect
    .poll(() => page.evaluate(() => window.playerHarness.runtime().position()))
    .toBeGreaterThan(outcome.position + 0.5);
  await page.evaluate(() => window.playerHarness.runtime().runtime.dispose());
});
