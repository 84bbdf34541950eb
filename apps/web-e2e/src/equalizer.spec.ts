import type { Page } from '@playwright/test';
import { expectPlaying } from '@cadenza/e2e-support';
import { readSpectrum } from './support/audio-tap';
import { expect, test } from './support/test';

// The equalizer as the listener uses it: the popover's band slider changes what reaches the
// speakers at that band, the switch bypasses it, and the curve survives a reload.

test.use({ tapAudio: true });

const BANDS = [31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000];

/** The band whose centre is nearest the song's tone (on a log scale, as the ear hears). */
function nearestBand(hz: number): number {
  return BANDS.reduce((best, band) =>
    Math.abs(Math.log2(band / hz)) < Math.abs(Math.log2(best / hz)) ? band : best,
  );
}

async function openEqualizer(page: Page) {
  await page.getByTestId('equalizer-button').click();
  return page.getByRole('dialog', { name: /均衡器|Equalizer/ });
}

test('+12 dB at a band raises the song there; bypass restores it; it survives a reload', async ({
  page,
  playingSong: song,
}) => {
  await expect
    .poll(async () => (await readSpectrum(page, song.frequencyHz)).outDb)
    .toBeGreaterThan(-80);
  // Out minus in with the equalizer flat: the song's loudness normalisation alone, which the
  // equalizer's effect is measured against.
  const flat = (await readSpectrum(page, song.frequencyHz)).gainDb;
  const equalized = async () => (await readSpectrum(page, song.frequencyHz)).gainDb - flat;

  const band = nearestBand(song.frequencyHz);
  const panel = await openEqualizer(page);
  const slider = panel.getByRole('slider', { name: new RegExp(`^${band} Hz$`) });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '12');
  await expect.poll(equalized).toBeGreaterThan(6);

  await panel.getByRole('switch', { name: /启用均衡器|Enable equalizer/ }).click();
  await expect.poll(async () => Math.abs(await equalized())).toBeLessThan(1);
  await panel.getByRole('switch', { name: /启用均衡器|Enable equalizer/ }).click();
  await expect.poll(equalized).toBeGreaterThan(6);

  await page.reload();
  const again = await openEqualizer(page);
  await expect(again.getByRole('slider', { name: new RegExp(`^${band} Hz$`) })).toHaveAttribute(
    'aria-valuenow',
    '12',
  );
  await expect(again.getByRole('switch', { name: /启用均衡器|Enable equalizer/ })).toBeChecked();
  await page.keyboard.press('Escape');
  // After the reload the restored song plays through the kept curve.
  await page.getByTestId('play-pause').click();
  await expectPlaying(page);
  await expect.poll(equalized).toBeGreaterThan(6);
});
