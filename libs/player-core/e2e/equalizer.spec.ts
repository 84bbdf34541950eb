import { expect, test, type Page } from '@playwright/test';
import type { EqFrequency } from '../src/index';
import { openHarness, simSongs, type SimSong } from './support/harness-page';

// The equalizer graph on the playing howler sound's media element, measured with an
// AnalyserNode: a band's boost and cut move the level at the song's own frequency.

/** Bands the catalogue's tones (220–1600 Hz) can sit near. */
const CANDIDATE_BANDS = [250, 500, 1000] as const satisfies readonly EqFrequency[];

/** The full MP3 song closest (relatively) to one of the candidate bands, within ±15 %. */
function songNearBand(songs: SimSong[]): { song: SimSong; band: EqFrequency } {
  let best: { song: SimSong; band: EqFrequency; distance: number } | null = null;
  for (const song of songs) {
    if (song.availability !== 'full' || song.format !== 'mp3' || song.durationMs < 30_000) continue;
    for (const band of CANDIDATE_BANDS) {
      const distance = Math.abs(song.frequencyHz - band) / band;
      if (distance <= 0.15 && (!best || distance < best.distance)) best = { song, band, distance };
    }
  }
  if (!best) throw new Error('no full mp3 song within 15 % of 250, 500 or 1000 Hz');
  return { song: best.song, band: best.band };
}

/** Plays `song` with the real howler engine and wires the equalizer after it. */
async function playEqualized(page: Page, song: SimSong): Promise<void> {
  await openHarness(page);
  await page.evaluate(async (id) => {
    const { url } = await window.playerHarness.fetchSongUrl(id);
    window.playerHarness
      .createHowlerEngine()
      .engine.load({ loadId: 1, url, track: { id }, startAtSec: 0, autoplay: true });
  }, song.id);
  await expect
    .poll(() => page.evaluate(() => window.playerHarness.engine().count('playing')))
    .toBe(1);
  const wired = await page.evaluate(() => window.playerHarness.wireEqualizer(16384));
  expect(wired.contextState).toBe('running');
}

test('the equalizer boosts and cuts the song’s frequency, and bypass restores it', async ({
  page,
  request,
}) => {
  const { song, band } = songNearBand(await simSongs(request));
  await playEqualized(page, song);

  type Setting = { preset: 'flat' } | { gainDb: number } | { bypass: true };
  const level = (setting: Setting) =>
    page.evaluate(
      async ({ frequencyHz, band, setting }) => {
        const harness = window.playerHarness;
        if ('preset' in setting) harness.applyPreset(setting.preset);
        else if ('gainDb' in setting) harness.setBand(band, setting.gainDb);
        else harness.setBypass(setting.bypass);
        return harness.levelAt(frequencyHz);
      },
      { frequencyHz: song.frequencyHz, band, setting },
    );

  const flat = await level({ preset: 'flat' });
  // The tone is really there (and the element is CORS-clean: a tainted source reads silence).
  expect(flat.levelDb).toBeGreaterThan(-60);
  expect(Math.abs(flat.peakHz - song.frequencyHz)).toBeLessThan(6);
  const boosted = await level({ gainDb: 12 });
  const cut = await level({ gainDb: -12 });
  // Bypass keeps the −12 dB curve in the state but puts 0 dB on every filter.
  const bypassed = await level({ bypass: true });

  // Level changes against the flat reading, as a listener hears them (they include the song's
  // own slow 0.8–1.0 swell, up to ±2 dB between readings)…
  const boostDb = boosted.levelDb - flat.levelDb;
  const cutDb = cut.levelDb - flat.levelDb;
  const bypassDb = bypassed.levelDb - flat.levelDb;
  const describe = (reading: { gainDb: number }) => reading.gainDb.toFixed(2);
  test.info().annotations.push({
    type: 'eq',
    description:
      `song ${String(song.id)} at ${String(song.frequencyHz)} Hz, band ${String(band)} Hz; ` +
      `vs flat (${flat.levelDb.toFixed(1)} dB): +12 → ${boostDb.toFixed(2)}, ` +
      `−12 → ${cutDb.toFixed(2)}, bypass → ${bypassDb.toFixed(2)} dB; ` +
      `after − before the graph: flat ${describe(flat)}, +12 ${describe(boosted)}, ` +
      `−12 ${describe(cut)}, bypass ${describe(bypassed)} dB`,
  });
  expect(boostDb).toBeGreaterThanOrEqual(6);
  expect(cutDb).toBeLessThanOrEqual(-6);
  expect(Math.abs(bypassDb)).toBeLessThan(3);
  // …and the graph's own gain there (after − before, read together, so the swell cancels out):
  // a Q-1 peaking band gives its full gain at its centre, and 0 dB is an identity.
  const distance = Math.abs(song.frequencyHz - band) / band;
  const expectedBoost = distance === 0 ? 12 : 6;
  expect(Math.abs(flat.gainDb)).toBeLessThan(0.5);
  expect(boosted.gainDb).toBeGreaterThan(expectedBoost - 1);
  expect(cut.gainDb).toBeLessThan(1 - expectedBoost);
  expect(Math.abs(bypassed.gainDb)).toBeLessThan(0.5);

  await page.evaluate(() => window.playerHarness.engine().engine.dispose());
});

test('the equalized sound keeps playing past howler’s 30-second auto-suspend', async ({
  page,
  request,
}) => {
  const { song } = songNearBand(await simSongs(request));
  // Fake timers that otherwise flow normally, so the 30 s can be skipped.
  await page.clock.install();
  await playEqualized(page, song);

  // Howler schedules a suspend of its AudioContext 30 s after its first sound whenever no
  // Web Audio sound plays, and HTML5 sounds never count: the element feeding the equalizer on
  // that context would freeze. The engine suspends the context itself, only when idle.
  await page.clock.fastForward('00:31');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.playerHarness.equalizerContextState())).toBe('running');
  const before = await page.evaluate(() => window.playerHarness.engine().position());
  await expect
    .poll(() => page.evaluate(() => window.playerHarness.engine().position()))
    .toBeGreaterThan(before + 1);
  const level = await page.evaluate(
    (frequencyHz) => window.playerHarness.levelAt(frequencyHz),
    song.frequencyHz,
  );
  expect(level.levelDb).toBeGreaterThan(-60);
  await page.evaluate(() => window.playerHarness.engine().engine.dispose());
});
