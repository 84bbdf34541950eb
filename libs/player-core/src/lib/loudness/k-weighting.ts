/**
 * The K-weighting pre-filter of ITU-R BS.1770-4 (a high shelf, then the "RLB" high-pass) at any
 * sample rate.
 *
 * The standard publishes the two biquads only at 48 kHz. Each is the bilinear transform of an
 * analog second-order section, so the 48 kHz table is inverted once into that analog section
 * (centre frequency, Q and the gains at DC, at the centre and at high frequency) and the section
 * is transformed again at the rate asked for. At 48 kHz this gives the table back; at any other
 * rate it gives the same analog filter, so a 997 Hz tone reads the same at 44.1 kHz as at 48 kHz.
 */

/** A normalised biquad (a0 = 1): y[n] = b0·x[n] + b1·x[n-1] + b2·x[n-2] − a1·y[n-1] − a2·y[n-2]. */
export interface BiquadCoefficients {
  readonly b0: number;
  readonly b1: number;
  readonly b2: number;
  readonly a1: number;
  readonly a2: number;
}

/**
 * An analog second-order section in the form the bilinear transform maps one to one onto a
 * biquad: H(s) = (highGain·s² + midGain·s/q + dcGain) / (s² + s/q + 1), with s normalised by the
 * centre frequency. A shelf has dcGain 1; a high-pass has dcGain 0 and midGain 0.
 */
export interface AnalogSection {
  /** Centre (corner) frequency in Hz. */
  readonly centreHz: number;
  /** Quality factor of the poles. */
  readonly q: number;
  /** Linear gain as the frequency goes to infinity. */
  readonly highGain: number;
  /** Linear weight of the s/q term of the numerator (the gain near the centre frequency). */
  readonly midGain: number;
  /** Linear gain at DC. */
  readonly dcGain: number;
}

/** The two stages of the K-weighting filter at one sample rate, applied shelf first. */
export interface KWeightingCoefficients {
  /** Stage 1: the +4 dB high shelf modelling the head. */
  readonly shelf: BiquadCoefficients;
  /** Stage 2: the RLB high-pass (revised low-frequency B-curve). */
  readonly highPass: BiquadCoefficients;
}

/** The rate at which BS.1770-4 tabulates its filters. */
export const BS1770_TABLE_RATE = 48_000;

/** BS.1770-4 Table 1: the stage 1 (shelf) coefficients at 48 kHz. */
export const BS1770_SHELF_48K: BiquadCoefficients = {
  b0: 1.53512485958697,
  b1: -2.69169618940638,
  b2: 1.19839281085285,
  a1: -1.69065929318241,
  a2: 0.73248077421585,
};

/**
 * BS.1770-4 Table 2: the stage 2 (high-pass) coefficients at 48 kHz. The numerator is 1, −2, 1
 * unscaled, so the pass band sits about +0.04 dB above unity; that gain is part of the standard's
 * calibration (with the −0.691 dB of the loudness formula) and is kept at every rate.
 */
export const BS1770_HIGH_PASS_48K: BiquadCoefficients = {
  b0: 1,
  b1: -2,
  b2: 1,
  a1: -1.99004745483398,
  a2: 0.99007225036621,
};

/**
 * The analog section whose bilinear transform at `sampleRate` is `biquad` (exact inverse of
 * {@link biquadFromAnalog}). With K = tan(π·f0/fs) and a0 = 1 + K/q + K², the biquad's sums at
 * z = 1 and z = −1 and its first and last taps give every parameter as a ratio:
 * 1 + a1 + a2 = 4K²/a0, 1 − a1 + a2 = 4/a0, 1 − a2 = 2(K/q)/a0, and likewise for the numerator.
 */
export function analogFromBiquad(biquad: BiquadCoefficients, sampleRate: number): AnalogSection {
  const { b0, b1, b2, a1, a2 } = biquad;
  const atDc = 1 + a1 + a2;
  const atNyquist = 1 - a1 + a2;
  const k = Math.sqrt(atDc / atNyquist);
  const kOverQ = (2 * (1 - a2)) / atNyquist;
  return {
    centreHz: (sampleRate * Math.atan(k)) / Math.PI,
    q: k / kOverQ,
    highGain: (b0 - b1 + b2) / atNyquist,
    midGain: (b0 - b2) / (1 - a2),
    dcGain: (b0 + b1 + b2) / atDc,
  };
}

/**
 * The biquad of `section` at `sampleRate` by the bilinear transform, pre-warped so the centre
 * frequency lands where the analog one is.
 */
export function biquadFromAnalog(section: AnalogSection, sampleRate: number): BiquadCoefficients {
  const k = Math.tan((Math.PI * section.centreHz) / sampleRate);
  const kOverQ = k / section.q;
  const k2 = k * k;
  const a0 = 1 + kOverQ + k2;
  const { highGain, midGain, dcGain } = section;
  return {
    b0: (highGain + midGain * kOverQ + dcGain * k2) / a0,
    b1: (2 * (dcGain * k2 - highGain)) / a0,
    b2: (highGain - midGain * kOverQ + dcGain * k2) / a0,
    a1: (2 * (k2 - 1)) / a0,
    a2: (1 - kOverQ + k2) / a0,
  };
}

/** The analog shelf behind BS.1770-4's stage 1 (about 1682 Hz, Q 0.707, +4 dB). */
export const K_WEIGHTING_SHELF: AnalogSection = analogFromBiquad(
  BS1770_SHELF_48K,
  BS1770_TABLE_RATE,
);

/** The analog high-pass behind BS.1770-4's stage 2 (about 38 Hz, Q 0.5). */
export const K_WEIGHTING_HIGH_PASS: AnalogSection = analogFromBiquad(
  BS1770_HIGH_PASS_48K,
  BS1770_TABLE_RATE,
);

/** The lowest and highest sample rates the meter accepts, in Hz. */
export const K_WEIGHTING_RATE_LIMITS = { min: 8_000, max: 384_000 } as const;

/**
 * The K-weighting biquads at `sampleRate` (Hz). Below 8 kHz the shelf's corner approaches
 * Nyquist and the filter stops meaning what the standard means, so such rates are refused.
 *
 * @throws RangeError when the rate is not a finite number within {@link K_WEIGHTING_RATE_LIMITS}.
 */
export function kWeightingCoefficients(sampleRate: number): KWeightingCoefficients {
  if (
    !Number.isFinite(sampleRate) ||
    sampleRate < K_WEIGHTING_RATE_LIMITS.min ||
    sampleRate > K_WEIGHTING_RATE_LIMITS.max
  ) {
    throw new RangeError(
      `sample rate ${String(sampleRate)} Hz is outside ${String(K_WEIGHTING_RATE_LIMITS.min)}…${String(K_WEIGHTING_RATE_LIMITS.max)} Hz`,
    );
  }
  return {
    shelf: biquadFromAnalog(K_WEIGHTING_SHELF, sampleRate),
    highPass: biquadFromAnalog(K_WEIGHTING_HIGH_PASS, sampleRate),
  };
}
