import { measureLoudness } from '@cadenza/player-core';

/** The loudness of a recording of the app's output, and how many samples went past full scale. */
export interface OutputLoudness {
  integratedLufs: number | null;
  /** Samples whose magnitude exceeds 1 (the speakers clip them). */
  clippedSamples: number;
}

/** Integrated loudness (BS.1770, player-core's meter) and clipped samples of recorded channels. */
export function outputLoudness(
  channels: readonly Float32Array[],
  sampleRate: number,
): OutputLoudness {
  let clippedSamples = 0;
  for (const channel of channels)
    for (const sample of channel) if (Math.abs(sample) > 1) clippedSamples += 1;
  return { integratedLufs: measureLoudness(channels, sampleRate).integratedLufs, clippedSamples };
}

/** Highest minus lowest of the loudness readings, LU (NaN when any reading is missing). */
export function loudnessSpread(readings: readonly (number | null)[]): number {
  if (readings.length === 0 || readings.some((reading) => reading === null)) return Number.NaN;
  const values = readings as number[];
  return Math.max(...values) - Math.min(...values);
}
