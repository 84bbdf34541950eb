import type { SimSong } from './catalogue.types';
import { generateCatalogue } from './generate-catalogue';
import {
  createLoudnessPlanner,
  LOUDEST_SONG_LUFS,
  NO_GAIN_ONE_IN,
  QUIETEST_SONG_LUFS,
} from './loudness-plan';

// The catalogue's masters are spread in level so that volume normalisation has something to do;
// measured levels of the served files are checked in netease/song-loudness.behaviour.spec.ts.

const spread = (songs: readonly SimSong[]) => {
  const levels = songs.map((song) => song.loudnessLufs);
  return Math.max(...levels) - Math.min(...levels);
};

/** The smallest spread of any `size` consecutive songs. */
const narrowestWindow = (songs: readonly SimSong[], size: number) => {
  let narrowest = Infinity;
  for (let i = 0; i + size <= songs.length; i++) {
    narrowest = Math.min(narrowest, spread(songs.slice(i, i + size)));
  }
  return narrowest;
};

describe.each([1, 2, 7, 12345])('the loudness plan of seed %d', (seed) => {
  const { songs, fixtures } = generateCatalogue(seed);
  const playable = songs.filter((song) => song.availability === 'full');
  const withAudio = songs.filter((song) => song.availability !== 'no-copyright');

  it('spreads the catalogue over at least 12 LU, inside -8..-24 LUFS', () => {
    expect(spread(withAudio)).toBeGreaterThanOrEqual(12);
    for (const song of withAudio) {
      expect(song.loudnessLufs).toBeLessThanOrEqual(LOUDEST_SONG_LUFS);
      expect(song.loudnessLufs).toBeGreaterThanOrEqual(QUIETEST_SONG_LUFS);
    }
  });

  it('spreads any 10 consecutive playable songs over at least 10 LU (gapless albums included)', () => {
    expect(playable.length).toBeGreaterThan(50);
    expect(narrowestWindow(playable, 10)).toBeGreaterThanOrEqual(10);
    // Trial songs in between change nothing.
    const served = songs.filter(
      (song) => song.availability === 'full' || song.availability === 'trial',
    );
    expect(narrowestWindow(served, 10)).toBeGreaterThanOrEqual(10);
  });

  it('has about 1 in 8 playable songs report no gain, themselves spread in level', () => {
    const silent = playable.filter((song) => !song.reportsGain);
    expect(silent.length).toBeGreaterThanOrEqual(Math.floor(playable.length / 10));
    expect(silent.length).toBeLessThanOrEqual(Math.ceil(playable.length / 6));
    expect(spread(silent)).toBeGreaterThanOrEqual(6);
    expect(fixtures.noGainSongIds).toEqual(silent.map((song) => song.id));
    expect(silent.some((song) => song.gapless)).toBe(false);
    // Only fully playable songs are among them.
    expect(songs.filter((song) => !song.reportsGain && song.availability !== 'full')).toEqual([]);
  });
});

describe('createLoudnessPlanner', () => {
  it('is deterministic by seed and differs between seeds', () => {
    const plan = (seed: number) => {
      const next = createLoudnessPlanner(seed);
      return Array.from({ length: 40 }, (_, i) => next(i % 9 === 4 ? 'trial' : 'full'));
    };
    expect(plan(3)).toEqual(plan(3));
    expect(plan(3)).not.toEqual(plan(4));
  });

  it(`silences exactly one song in each run of ${NO_GAIN_ONE_IN} playable ones`, () => {
    const next = createLoudnessPlanner(9);
    const reports = Array.from({ length: NO_GAIN_ONE_IN * 5 }, () => next('full').reportsGain);
    for (let block = 0; block < 5; block++) {
      const run = reports.slice(block * NO_GAIN_ONE_IN, (block + 1) * NO_GAIN_ONE_IN);
      expect(run.filter((reports) => !reports)).toHaveLength(1);
    }
  });
});
