import { nowPlaying } from '@cadenza/e2e-support';
import { recordAlbumBoundaries } from '@cadenza/e2e-support/gapless-run';
import { OUTPUT_RECORDER_SCRIPT } from '@cadenza/e2e-support/output-recording';
import { expect, test } from './support/test';

// A gapless album as the listener hears it: the simulator cuts one continuous glide into three
// tracks (MP3 with the encoder's delay and padding, and AAC in M4A with its edit list); played
// through the app's own graph, the glide must run on across both boundaries without a gap or a
// click (longest fault 5 ms, the budget of bench:sound; streamed, the same boundaries break for
// tens of milliseconds), while the play bar moves on to each next track.

const FORMATS = ['mp3', 'm4a'] as const;

for (const format of FORMATS) {
  test(`the ${format} gapless album crosses both boundaries with the tone unbroken`, async ({
    page,
    simInfo,
  }) => {
    test.slow();
    const album = simInfo.fixtures.gaplessAlbums?.[format];
    if (!album) throw new Error(`the simulator has no ${format} gapless album`);
    const names = album.songIds.map(
      (id) => simInfo.songs.find((song) => song.id === id)?.name ?? String(id),
    );
    await page.addInitScript({ content: OUTPUT_RECORDER_SCRIPT });
    const readings = await recordAlbumBoundaries(page, '', album, {
      onBoundary: async (boundary) => {
        await expect(nowPlaying(page)).toHaveText(names[boundary] ?? '');
      },
    });
    expect(readings.map((reading) => reading.boundary)).toEqual([1, 2]);
    for (const reading of readings) {
      // The tone was heard at all (a silent recording has no faults to find).
      expect(reading.level).toBeGreaterThan(0.05);
      expect(reading.faultMs, `boundary ${reading.boundary}`).toBeLessThanOrEqual(5);
    }
  });
}
