import { NORMALIZATION_PREAMP_DB } from '@cadenza/settings';

/**
 * From a song's loudness to the factor its samples are multiplied by. NetEase's `/song/url/v1`
 * carries a per-song `gain` (dB, already "what to apply") and `peak` (linear sample peak); songs
 * it has not measured answer gain 0 and peak 0, and those the app measures itself.
 */

/**
 * The loudness every song is brought to, in LUFS: −14, the level NetEase's sample answers imply
 * and the one most streaming services normalise to. The simulator uses the same value, so the
 * gains the app measures and the gains it is served bring songs to one level.
 */
export const REFERENCE_LOUDNESS_LUFS = -14;

/**
 * A served gain beyond ±30 dB is taken for a bad answer rather than a song: no real master is 30
 * LU away from −14 LUFS, and applying such a gain with no peak to guard it would be deafening.
 */
export const MAX_PLAUSIBLE_GAIN_DB = 30;

/** The gain in dB that brings a song measured at `integratedLufs` to the reference loudness. */
export function gainForLoudness(integratedLufs: number): number {
  return REFERENCE_LOUDNESS_LUFS - integratedLufs;
}

/**
 * Whether NetEase's `gain` (dB) for a song can be applied as is. NetEase answers gain 0 for the
 * songs it has not measured, so 0 means "unknown", not "already at the reference"; a missing,
 * non-numeric, non-finite or implausible (beyond ±{@link MAX_PLAUSIBLE_GAIN_DB} dB) gain is
 * unusable too, and so is a malformed `peak` (negative or non-finite): the answer is not to be
 * trusted. A peak of 0 or a missing one is fine: it only means the limiter has nothing to go on.
 */
export function hasUsableGain(gain: unknown, peak?: unknown): gain is number {
  if (typeof gain !== 'number' || !Number.isFinite(gain) || gain === 0) return false;
  if (Math.abs(gain) > MAX_PLAUSIBLE_GAIN_DB) return false;
  if (peak === undefined || peak === null) return true;
  return typeof peak === 'number' && Number.isFinite(peak) && peak >= 0;
}

/** What `normalisationFactor` needs. */
export interface NormalisationInput {
  /** The song's gain in dB (served by NetEase or from `gainForLoudness`); non-finite counts as 0. */
  readonly gainDb: number;
  /** The song's sample peak, linear; 0, missing or non-finite means unknown (no limiting). */
  readonly peak?: number | null;
  /** The user's pre-amplification in dB, clamped to the setting's range (`NORMALIZATION_PREAMP_DB`); missing means 0. */
  readonly preampDb?: number;
}

/** `preampDb` within ±6 dB; NaN or missing is 0. */
export function clampPreamp(preampDb: number | undefined): number {
  if (preampDb === undefined || Number.isNaN(preampDb)) return 0;
  return Math.min(NORMALIZATION_PREAMP_DB.max, Math.max(NORMALIZATION_PREAMP_DB.min, preampDb));
}

/**
 * The linear factor to multiply the song's samples by: 10^((gainDb + preampDb)/20), lowered when
 * the peak is known so that peak × factor ≤ 1 (the loudest sample reaches full scale, never past
 * it). The limit wins over the preamp: a loud song stays unclipped even with +6 dB asked for. The
 * factor can exceed 1 (a quiet song is boosted), so it must be applied where gains above unity
 * are possible (a Web Audio GainNode), not through an element's 0…1 volume.
 */
export function normalisationFactor(input: NormalisationInput): number {
  const gainDb = Number.isFinite(input.gainDb) ? input.gainDb : 0;
  const factor = 10 ** ((gainDb + clampPreamp(input.preampDb)) / 20);
  const peak = input.peak;
  if (typeof peak === 'number' && Number.isFinite(peak) && peak > 0 && peak * factor > 1) {
    return 1 / peak;
  }
  return factor;
}
