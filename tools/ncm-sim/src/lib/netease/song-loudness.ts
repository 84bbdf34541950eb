import type { LoudnessMeasurement } from '../media/ebur128';

/**
 * The integrated loudness NetEase's `gain` brings a song to, LUFS. NetEase does not publish it;
 * -14 is the level its sample answer implies for today's masters (`gain: -6.3072` on a hit
 * mastered around -7.7 LUFS), and the level the streaming services normalise to.
 */
export const NETEASE_REFERENCE_LUFS = -14;

/** The loudness fields of a `/song/url/v1` item. */
export interface ReportedLoudness {
  /** dB that bring the file to {@link NETEASE_REFERENCE_LUFS}; 0 when unmeasured. */
  gain: number;
  /** The file's sample peak, linear (1 = full scale); 0 when unmeasured. */
  peak: number;
}

/** Four decimals, as NetEase answers (`-6.3072`). */
function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000 || 0;
}

/**
 * What `/song/url/v1` answers for a served file: `gain = reference − integrated loudness` and the
 * file's linear sample peak, both measured on that very file. `gain: 0, peak: 0` (NetEase's
 * "not measured") when the file has no measurement, or when the song is one of those that report
 * none (`reportsGain` false).
 */
export function reportedLoudness(
  measurement: LoudnessMeasurement | null | undefined,
  reportsGain: boolean,
): ReportedLoudness {
  if (!measurement || !reportsGain) return { gain: 0, peak: 0 };
  return {
    gain: round4(NETEASE_REFERENCE_LUFS - measurement.integratedLufs),
    peak: round4(measurement.samplePeak),
  };
}
