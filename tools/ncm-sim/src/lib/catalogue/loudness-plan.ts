import type { SongAvailability } from './catalogue.types';
import { hash32 } from './hash';

/** The loudest master of the catalogue (LUFS): today's hot pop masters sit around here. */
export const LOUDEST_SONG_LUFS = -8;
/** The quietest master (LUFS): older or dynamic masters; the catalogue spreads over 16 LU. */
export const QUIETEST_SONG_LUFS = -24;
/** One song in this many fully playable ones answers `gain: 0` (and `peak: 0`). */
export const NO_GAIN_ONE_IN = 8;

/** The golden ratio's fractional part: the most evenly spreading step of a Weyl sequence. */
const GOLDEN_STEP = (Math.sqrt(5) - 1) / 2;
/** Salts of the seed's hashes, so the plan's draws are independent of the catalogue's others. */
const LEVEL_SALT = 0x10d0;
const NO_GAIN_SALT = 0x10d1;
/** Where the levels of songs without full playback start in the sequence: far from the playable ones. */
const OTHER_SONGS_OFFSET = 1000;

/** What the planner decides for one song. */
export interface SongLoudnessPlan {
  loudnessLufs: number;
  reportsGain: boolean;
}

/**
 * A planner of each song's master level and of whether `/song/url/v1` reports its gain, called
 * once per song in catalogue order with the song's availability. Levels follow a golden-ratio
 * (Weyl) sequence over the fully playable songs, offset by the seed, between
 * {@link QUIETEST_SONG_LUFS} and {@link LOUDEST_SONG_LUFS}: any few consecutive playable songs
 * spread over most of the range (any 10 over more than 13 LU), and no draw of the seeded stream is
 * used, so every other fixture stays. Songs without full playback (trial, unavailable) take
 * levels further on in the sequence. In each run of {@link NO_GAIN_ONE_IN} consecutive playable
 * songs, one chosen by the seed reports no gain. Levels are rounded to 0.1 LU.
 */
export function createLoudnessPlanner(
  seed: number,
): (availability: SongAvailability) => SongLoudnessPlan {
  const offset = hash32(seed, 0, LEVEL_SALT) / 2 ** 32;
  const level = (index: number) => {
    const position = (offset + index * GOLDEN_STEP) % 1;
    const lufs = LOUDEST_SONG_LUFS - position * (LOUDEST_SONG_LUFS - QUIETEST_SONG_LUFS);
    return Math.round(lufs * 10) / 10;
  };
  let playable = 0;
  let other = 0;
  return (availability) => {
    if (availability !== 'full') {
      return { loudnessLufs: level(OTHER_SONGS_OFFSET + other++), reportsGain: true };
    }
    const index = playable++;
    const silentSlot =
      hash32(seed, Math.floor(index / NO_GAIN_ONE_IN), NO_GAIN_SALT) % NO_GAIN_ONE_IN;
    return { loudnessLufs: level(index), reportsGain: index % NO_GAIN_ONE_IN !== silentSlot };
  };
}
