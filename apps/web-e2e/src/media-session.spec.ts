import { expect, test } from './support/test';

// The system's media controls (lock screen, keyboard media keys, the browser's media hub) are
// told what plays: its title, artists, album and cover.

test('the media session names the song playing, with its artists and cover', async ({
  page,
  playingSong: song,
}) => {
  const metadata = () =>
    page.evaluate(() => {
      const current = navigator.mediaSession.metadata;
      return current
        ? {
            title: current.title,
            artist: current.artist,
            artwork: current.artwork.length,
          }
        : null;
    });
  await expect.poll(metadata).toMatchObject({ title: song.name, artwork: expect.any(Number) });
  const shown = await metadata();
  expect(shown?.artist).not.toBe('');
  expect(shown?.artwork).toBeGreaterThan(0);
  expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
});
