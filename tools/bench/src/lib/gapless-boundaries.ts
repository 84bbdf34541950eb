import type { Browser } from '@playwright/test';
import {
  recordAlbumBoundaries,
  type BoundaryReading,
  type GaplessAlbum,
} from '@cadenza/e2e-support/gapless-run';
import type { Figure } from './figure';
import { clickToPlaying } from './page-playback';
import { listeningPage } from './listening-page';

/** What one run through the album heard: each boundary, and the click on "play all" to sound. */
export interface AlbumRun {
  boundaries: BoundaryReading[];
  /** Milliseconds from the click on "play all" to the first track's `playing`. */
  clickToPlayingMs: number;
}

/** One run through the album in a fresh context, with `gapless` as the setting. */
async function runAlbum(
  browser: Browser,
  baseUrl: string,
  album: GaplessAlbum,
  gapless: boolean,
): Promise<AlbumRun> {
  const page = await listeningPage(browser, { gaplessPlayback: gapless });
  let clickToPlayingMs = Number.NaN;
  try {
    const boundaries = await recordAlbumBoundaries(page, baseUrl, album, {
      start: async (playAll) => {
        clickToPlayingMs = await clickToPlaying(page, () => playAll.click());
      },
    });
    return { boundaries, clickToPlayingMs };
  } finally {
    await page.context().close();
  }
}

/** The longest fault of a run's boundaries, and where each was heard (for the detail line). */
const worst = (run: AlbumRun) => Math.max(...run.boundaries.map((reading) => reading.faultMs));
const where = (run: AlbumRun) =>
  run.boundaries
    .map(
      (reading) =>
        `boundary ${reading.boundary}: ${reading.faultMs} ms at ${reading.atSec.toFixed(3)} s`,
    )
    .join('; ');

/**
 * bench:sound's gapless rows for one album: the longest silence or discontinuity at its
 * boundaries with gapless on (budget 5 ms) and forced off (for comparison), and what the
 * decoding costs the first track's start (click on "play all" → playing, both ways).
 */
export async function gaplessFigures(
  browser: Browser,
  baseUrl: string,
  album: GaplessAlbum,
): Promise<Figure[]> {
  const on = await runAlbum(browser, baseUrl, album, true);
  const off = await runAlbum(browser, baseUrl, album, false);
  const format = album.format.toUpperCase();
  return [
    {
      name: `gapless album (${format}): longest gap or click at its boundaries`,
      value: worst(on),
      unit: 'ms',
      budget: 5,
      detail: where(on),
    },
    {
      name: `the same boundaries with gapless off`,
      value: worst(off),
      unit: 'ms',
      detail: where(off),
    },
    {
      name: `gapless album (${format}): click "play all" → playing, gapless on / off`,
      value: on.clickToPlayingMs,
      unit: 'ms',
      detail: `gapless off: ${off.clickToPlayingMs.toFixed(1)} ms (the first track streams instead of loading whole)`,
    },
  ];
}
