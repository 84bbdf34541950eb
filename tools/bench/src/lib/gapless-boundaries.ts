import type { Browser, Page } from '@playwright/test';
import {
  decodeRecording,
  OUTPUT_RECORDER_SCRIPT,
  toneFaults,
  type RecordedOutput,
} from '@cadenza/e2e-support/output-recording';
import { PROBES_SCRIPT } from './page-probes';

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
  /** Where the fault starts in its recording, s, and the tone's level there (for the log). */
  atSec: number;
  level: number;
}

// Seeking lands this far before a track's end (End, then Page Down: the slider's ten seconds and
// the seek's end margin), so each boundary is heard about 10.5 s later.
const RECORD_MS = 12_500;

const PROGRESS = /播放进度|Playback position/;

/** Moves the playing track to 10.5 s before its end, through the play bar's slider. */
async function seekNearEnd(page: Page) {
  const slider = page.getByRole('region', { name: /播放控制|Player/ }).getByRole('slider', {
    name: PROGRESS,
  });
  await slider.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('PageDown');
}

/**
 * Plays the album from its list screen and records what reaches the speakers across each of its
 * boundaries (a recording per boundary, started after the seek that brings it near, so only the
 * boundary can break the tone); answers each boundary's longest fault. `gapless` is the setting.
 */
export async function measureGaplessBoundaries(
  browser: Browser,
  baseUrl: string,
  album: GaplessAlbum,
  gapless: boolean,
): Promise<BoundaryReading[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({
    content: `${PROBES_SCRIPT};${OUTPUT_RECORDER_SCRIPT};localStorage.setItem('settings', ${JSON.stringify(
      JSON.stringify({ gaplessPlayback: gapless }),
    )});`,
  });
  const page = await context.newPage();
  const readings: BoundaryReading[] = [];
  try {
    await page.goto(`${baseUrl}/music-list/${album.albumId}?type=album`);
    await page
      .getByRole('button', { name: /播放全部|Play all/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /暂停|Pause/ })
      .first()
      .waitFor();
    for (let boundary = 1; boundary < album.songIds.length; boundary += 1) {
      // The next track is chained a few seconds after its predecessor starts.
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
    }
  } finally {
    await context.close();
  }
  return readings;
}
