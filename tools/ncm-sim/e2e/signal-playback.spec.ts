import type { SimInfo, SimInfoSong } from '../src/lib/control/sim-info';
import { expect, test, type Page } from '@playwright/test';

/**
 * Plays `url` through an `<audio>` element wired into an AnalyserNode and returns the strongest
 * frequency after a second and a half of playback.
 */
async function dominantFrequency(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const audio = new Audio();
    audio.crossOrigin = 'anonymous';
    audio.src = src;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 16384;
    analyser.smoothingTimeConstant = 0;
    context.createMediaElementSource(audio).connect(analyser);
    analyser.connect(context.destination);
    await audio.play();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const spectrum = new Float32Array(analyser.frequencyBinCount);
    analyser.getFloatFrequencyData(spectrum);
    let peak = 0;
    spectrum.forEach((level, bin) => {
      if (level > (spectrum[peak] ?? -Infinity)) peak = bin;
    });
    const result = {
      peakHz: (peak * context.sampleRate) / analyser.fftSize,
      currentTime: audio.currentTime,
      paused: audio.paused,
    };
    audio.pause();
    await context.close();
    return result;
  }, url);
}

test.describe('simulator audio in Chromium', () => {
  let songs: SimInfoSong[] = [];

  test.beforeAll(async ({ request }) => {
    const info = (await (await request.get('/__sim/info')).json()) as SimInfo;
    songs = info.songs;
  });

  for (const format of ['mp3', 'm4a'] as const) {
    test(`plays a ${format} song and identifies it by its signal`, async ({ page, request }) => {
      const song = songs.find(
        (candidate) => candidate.format === format && candidate.availability === 'full',
      );
      expect(song, `a playable ${format} song in the catalogue`).toBeDefined();
      if (!song) return;
      const answer = (await (
        await request.get(`/song/url/v1?id=${song.id}&level=exhigh`)
      ).json()) as {
        data: { url: string | null; type: string }[];
      };
      const item = answer.data[0];
      expect(item?.type).toBe(format);
      expect(item?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/audio\//);
      await page.goto('/__sim/health');
      const heard = await dominantFrequency(page, item?.url ?? '');
      expect(heard.paused).toBe(false);
      expect(heard.currentTime).toBeGreaterThan(1);
      // The closest catalogue signal to what was heard is this song's, within two analyser bins.
      const nearest = [...songs].sort(
        (a, b) => Math.abs(a.frequencyHz - heard.peakHz) - Math.abs(b.frequencyHz - heard.peakHz),
      )[0];
      expect(nearest?.id).toBe(song.id);
      expect(Math.abs(heard.peakHz - song.frequencyHz)).toBeLessThan(6);
    });
  }
});
