import { expect, test } from '@playwright/test';
import { openHarness, playableSong, simSongs, type SimSong } from './support/harness-page';

// The real howler factory under the audio engine, playing the simulator's MP3 and AAC songs in
// Chromium. Bounds are loose on purpose: the machine running this may be a busy two-core box.

const SEEK_TO_SEC = 15;

test.describe('howler engine on simulator audio', () => {
  let songs: SimSong[] = [];

  test.beforeAll(async ({ request }) => {
    songs = await simSongs(request);
  });

  for (const format of ['mp3', 'm4a'] as const) {
    test(`plays, pauses, seeks, changes rate and volume of a ${format} song`, async ({ page }) => {
      const song = playableSong(songs, format, 30_000);
      await openHarness(page);

      // Load and autoplay: 'playing' arrives and the position moves.
      const loaded = await page.evaluate(async (id) => {
        const { url } = await window.playerHarness.fetchSongUrl(id);
        const { engine } = window.playerHarness.createHowlerEngine();
        const accepted = engine.load({
          loadId: 1,
          url,
          track: { id },
          startAtSec: 0,
          autoplay: true,
        });
        return { accepted, url };
      }, song.id);
      expect(loaded.accepted).toBe(true);
      expect(loaded.url).toContain(`/audio/${String(song.id)}.${format}`);
      await expect
        .poll(() => page.evaluate(() => window.playerHarness.engine().count('playing')))
        .toBe(1);
      await expect
        .poll(() => page.evaluate(() => window.playerHarness.engine().position()))
        .toBeGreaterThan(0.5);
      const element = await page.evaluate(() => {
        const media = window.playerHarness.engine().mediaElement();
        return media && { paused: media.paused, crossOrigin: media.crossOrigin, src: media.src };
      });
      expect(element).toMatchObject({ paused: false, crossOrigin: 'anonymous' });

      // Pause: 'paused' arrives and the position holds still.
      await page.evaluate(() => window.playerHarness.engine().engine.pause());
      await expect
        .poll(() => page.evaluate(() => window.playerHarness.engine().count('paused')))
        .toBe(1);
      const held = await page.evaluate(async () => {
        const session = window.playerHarness.engine();
        const before = session.position();
        await window.playerHarness.sleep(1_000);
        return { before, after: session.position() };
      });
      expect(Math.abs(held.after - held.before)).toBeLessThan(0.05);

      // Play: playing again, from where it paused.
      await page.evaluate(() => window.playerHarness.engine().engine.play());
      await expect
        .poll(() => page.evaluate(() => window.playerHarness.engine().count('playing')))
        .toBe(2);
      await expect
        .poll(() => page.evaluate(() => window.playerHarness.engine().position()))
        .toBeGreaterThan(held.after + 0.3);

      // Seek: the position jumps to the target and keeps going from there.
      await page.evaluate((to) => window.playerHarness.engine().engine.seek(to), SEEK_TO_SEC);
      await expect
        .poll(() => page.evaluate(() => window.playerHarness.engine().position()))
        .toBeGreaterThanOrEqual(SEEK_TO_SEC);
      const afterSeek = await page.evaluate(() => window.playerHarness.engine().position());
      expect(afterSeek).toBeLessThan(SEEK_TO_SEC + 2);

      // Rate: at 1.5 the position runs about half again as fast as the wall clock.
      const normal = await page.evaluate(async () => {
        await window.playerHarness.sleep(200);
        return window.playerHarness.playbackSpeed(2_000);
      });
      await page.evaluate(() => window.playerHarness.engine().engine.setRate(1.5));
      const fast = await page.evaluate(async () => {
        const media = window.playerHarness.engine().mediaElement();
        await window.playerHarness.sleep(200);
        const speed = await window.playerHarness.playbackSpeed(2_500);
        return { ...speed, playbackRate: media?.playbackRate };
      });
      test.info().annotations.push({
        type: 'rate',
        description: `${format}: x1 ${normal.ratio.toFixed(3)}, x1.5 ${fast.ratio.toFixed(3)}`,
      });
      expect(normal.ratio).toBeGreaterThan(0.75);
      expect(normal.ratio).toBeLessThan(1.25);
      expect(fast.playbackRate).toBe(1.5);
      expect(fast.ratio).toBeGreaterThan(1.2);
      expect(fast.ratio).toBeLessThan(1.8);
      expect(fast.ratio / normal.ratio).toBeGreaterThan(1.25);

      // Volume: the media element follows, and levels above 1 clamp to 1.
      const volumes = await page.evaluate(() => {
        const { engine, mediaElement } = window.playerHarness.engine();
        engine.setVolume(0.2);
        const quiet = mediaElement()?.volume;
        engine.setVolume(5);
        return { quiet, loud: mediaElement()?.volume };
      });
      expect(volumes.quiet).toBeCloseTo(0.2, 5);
      expect(volumes.loud).toBe(1);

      // Still playing after all that, and no error on the way.
      const events = await page.evaluate(() =>
        window.playerHarness.engine().events.map((event) => event.type),
      );
      expect(events).not.toContain('error');
      expect(events).not.toContain('url-expired');
      await page.evaluate(() => window.playerHarness.engine().engine.dispose());
    });
  }
});
