import { createSimClient, type SimInfoSong } from '@cadenza/ncm-sim/client';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startApp } from '@cadenza/scripts/app';
import { debianChromium } from '@cadenza/scripts/playwright';
import { reportFigures, type Figure } from './lib/figure';
import { decodeRecording, type RecordedOutput } from '@cadenza/e2e-support/output-recording';
import { gaplessFigures } from './lib/gapless-boundaries';
import { clickToPlaying, songCoverInSearch } from './lib/page-playback';
import { listeningPage } from './lib/listening-page';
import { measureResumeAfterExpiry } from './lib/resume-after-expiry';
import { loudnessSpread, outputLoudness } from './lib/sound-figures';

// `npm run bench:sound`: what the listener hears, recorded at the app's output in Chromium
// (through its own audio graph: gain, equalizer) on loopback against the offline simulator,
// each figure beside its budget; writes tmp/bench/sound.json and exits 1 when one is over.
const root = resolve(__dirname, '../../..');
const SONGS = 10;
/** Two periods of the simulator's 0.25 Hz swell: every song is read over the same shape. */
const RECORD_MS = 8_000;
const SETTLE_MS = 1_000;

const progress = (message: string) => console.error(`bench:sound: ${message}`);

/** `count` measured mp3 songs that report a gain, evenly over the catalogue's loudness range. */
function spreadOfSongs(songs: readonly SimInfoSong[], count: number): SimInfoSong[] {
  const measured = songs
    .filter(
      (song) =>
        song.availability === 'full' &&
        song.format === 'mp3' &&
        song.durationMs >= 20_000 &&
        song.loudness?.reportsGain &&
        song.loudness.integratedLufs !== null,
    )
    .sort((a, b) => (a.loudness?.integratedLufs ?? 0) - (b.loudness?.integratedLufs ?? 0));
  if (measured.length < count) throw new Error(`only ${measured.length} measured songs`);
  return Array.from(
    { length: count },
    (_, i) => measured[Math.round((i * (measured.length - 1)) / (count - 1))] as SimInfoSong,
  );
}

/** Plays each song from its search result and reads what reached the speakers. */
async function playedLoudness(
  browser: Browser,
  baseUrl: string,
  songs: readonly SimInfoSong[],
  normalization: boolean,
) {
  const page = await listeningPage(browser, { volumeNormalization: normalization });
  const readings = [];
  try {
    for (const song of songs) {
      const cover = await songCoverInSearch(page, baseUrl, song.name);
      await clickToPlaying(page, () => cover.click());
      await page.waitForTimeout(SETTLE_MS);
      await page.evaluate('window.czRecorder.start()');
      await page.waitForTimeout(RECORD_MS);
      const recorded = (await page.evaluate('window.czRecorder.stop()')) as RecordedOutput;
      const reading = outputLoudness(decodeRecording(recorded), recorded.sampleRate);
      progress(
        `${normalization ? 'on ' : 'off'} ${song.name} (file ${song.loudness?.integratedLufs?.toFixed(1)} LUFS): ${reading.integratedLufs?.toFixed(2)} LUFS, ${reading.clippedSamples} clipped`,
      );
      readings.push(reading);
    }
  } finally {
    await page.context().close();
  }
  return readings;
}

async function main() {
  const app = await startApp({ quiet: true });
  const browser = await chromium.launch(debianChromium.launchOptions);
  const figures: Figure[] = [];
  try {
    const sim = createSimClient(app.simUrl);
    const info = await sim.info();
    const songs = spreadOfSongs(info.songs, SONGS);
    const on = await playedLoudness(browser, app.baseUrl, songs, true);
    const off = await playedLoudness(browser, app.baseUrl, songs, false);
    const levels = (readings: typeof on) =>
      readings.map((reading) => reading.integratedLufs?.toFixed(1) ?? '—').join(' ');
    figures.push(
      {
        name: `loudness spread of ${SONGS} songs as played, normalisation on`,
        value: loudnessSpread(on.map((reading) => reading.integratedLufs)),
        unit: 'LU',
        budget: 1,
        detail: `LUFS ${levels(on)}`,
      },
      {
        name: `loudness spread of the same songs, normalisation off`,
        value: loudnessSpread(off.map((reading) => reading.integratedLufs)),
        unit: 'LU',
        atLeast: 10,
        detail: `LUFS ${levels(off)}`,
      },
      {
        name: 'clipped samples at the output, normalisation on',
        value: on.reduce((sum, reading) => sum + reading.clippedSamples, 0),
        unit: 'samples',
        budget: 0,
      },
    );
    for (const album of Object.values(info.fixtures.gaplessAlbums ?? {})) {
      progress(`gapless album (${album.format})…`);
      figures.push(...(await gaplessFigures(browser, app.baseUrl, album)));
    }
    progress('pause past the URL lifetime…');
    figures.push(
      ...(await measureResumeAfterExpiry(
        browser,
        app.baseUrl,
        sim,
        songs[Math.floor(SONGS / 2)] as SimInfoSong,
        info.urls.media,
      )),
    );
  } finally {
    await browser.close();
    app.stop();
  }
  if (!reportFigures('sound', figures, root)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error('bench:sound:', error instanceof Error ? error.message : error);
  process.exit(1);
});
