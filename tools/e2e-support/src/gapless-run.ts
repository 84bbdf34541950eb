import type { Locator, Page } from '@playwright/test';
import { decodeRecording, toneFaults, type RecordedOutput } from './output-recording';

/** The simulator's gapless album, as `/__sim/info` describes it. */
export interface GaplessAlbum {
  albumId: number;
  songIds: number[];
  format: string;
}

/** A boundary's reading: the longest silence or discontinuity heard across it. */
export interface BoundaryReading {
  /** 1 for the boundary between the first and second track, and so on. */
  boundary: number;
  faultMs: number;
  /** Where the fault starts in its recording, s, and the tone's level (for the log). */
  atSec: number;
  level: number;
}

// Seeking lands this far before a track's end (End, then Page Down: the slider's ten seconds and
// the seek's end margin), so each boundary is heard about 10.5 s after the seek.
const RECORD_MS = 12_500;

/** Moves the playing track to about 10.5 s before its end, through the play bar's slider. */
async function seekNearEnd(page: Page) {
  const slider = page
    .getByRole('region', { name: /播放控制|Player/ })
    .getByRole('slider', { name: /播放进度|Playback position/ });
  await slider.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('PageDown');
}

/**
 * Plays the album from its list screen ("play all", through `start` when the caller times it)
 * and records what reaches the speakers across each boundary: one recording per boundary,
 * begun after the seek that brings it near, so that only the boundary can break the tone. The
 * page must run `OUTPUT_RECORDER_SCRIPT` before the app; `onBoundary` runs after each one (a
 * journey checks the track the app shows).
 */
export async function recordAlbumBoundaries(
  page: Page,
  baseUrl: string,
  album: GaplessAlbum,
  options: {
    start?: (playAll: Locator) => Promise<void>;
    onBoundary?: (boundary: number) => Promise<void>;
  } = {},
): Promise<BoundaryReading[]> {
  await page.goto(`${baseUrl}/music-list/${album.albumId}?type=album`);
  const playAll = page.getByRole('button', { name: /播放全部|Play all/ }).first();
  await playAll.waitFor();
  await (options.start ?? ((button: Locator) => button.click()))(playAll);
  const readings: BoundaryReading[] = [];
  for (let boundary = 1; boundary < album.songIds.length; boundary += 1) {
    // The next track is chained a few seconds after its predecessor starts (the preload delay).
    await page.waitForTimeout(4_000);
    await seekNearEnd(page);
    await page.waitForTimeout(300);
    await page.evaluate('window.czRecorder.start()');
    await page.waitForTimeout(RECORD_MS);
    const recorded = (await page.evaluate('window.czRecorder.stop()')) as RecordedOutput;
    const [left] = decodeRecording(recorded);
    if (!left) throw new Error('nothing was recorded');
    const faults = toneFaults(left, recorded.sampleRate);
    readings.push({
      boundary,
      faultMs: faults.longestMs,
      atSec: faults.atSec,
      level: faults.level,
    });
    await options.onBoundary?.(boundary);
  }
  return readings;
}
