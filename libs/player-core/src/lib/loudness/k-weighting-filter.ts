import { kWeightingCoefficients } from './k-weighting';

/** One channel's K-weighting filter, keeping its state from one stretch of samples to the next. */
export interface KWeightingFilter {
  /**
   * Filters `input[from, to)` (continuing where the previous call stopped) and returns the sum
   * of the squares of the filtered samples: the meter needs only that, so nothing is written.
   * Non-finite input makes the sum non-finite, which is how the meter notices it.
   */
  energy(input: Float32Array, from: number, to: number): number;
  /** The largest absolute input sample seen so far (unfiltered: the sample peak). */
  peak(): number;
}

/** Indices into a filter's state: two per biquad (transposed direct form II), then the peak. */
const SHELF_1 = 0;
const SHELF_2 = 1;
const HIGH_1 = 2;
const HIGH_2 = 3;
const PEAK = 4;

/**
 * A K-weighting filter for one channel at `sampleRate` Hz: both biquads and the peak in one
 * pass over the samples, state in doubles (the high-pass's poles sit within 0.01 of z = 1, where
 * single precision would drift).
 *
 * @throws RangeError for a rate the filter cannot be built at (see `kWeightingCoefficients`).
 */
export function createKWeightingFilter(sampleRate: number): KWeightingFilter {
  const { shelf, highPass } = kWeightingCoefficients(sampleRate);
  const coefficients = Float64Array.of(
    shelf.b0,
    shelf.b1,
    shelf.b2,
    shelf.a1,
    shelf.a2,
    highPass.b0,
    highPass.b1,
    highPass.b2,
    highPass.a1,
    highPass.a2,
  );
  const state = new Float64Array(5);
  return {
    energy: (input, from, to) => run(coefficients, state, input, from, to),
    peak: () => state[PEAK] ?? 0,
  };
}

/**
 * The hot loop, a plain function of typed arrays so the engine compiles one version for every
 * channel and keeps coefficients and state in registers (a closure over them ran 2–3× slower).
 */
function run(
  coefficients: Float64Array,
  state: Float64Array,
  input: Float32Array,
  from: number,
  to: number,
): number {
  const [sb0 = 0, sb1 = 0, sb2 = 0, sa1 = 0, sa2 = 0, hb0 = 0, hb1 = 0, hb2 = 0, ha1 = 0, ha2 = 0] =
    coefficients;
  let s1 = state[SHELF_1] ?? 0;
  let s2 = state[SHELF_2] ?? 0;
  let h1 = state[HIGH_1] ?? 0;
  let h2 = state[HIGH_2] ?? 0;
  let peak = state[PEAK] ?? 0;
  let sum = 0;
  for (let n = from; n < to; n++) {
    const x = input[n] ?? 0;
    const magnitude = x < 0 ? -x : x;
    if (magnitude > peak) peak = magnitude;
    const shelved = sb0 * x + s1;
    s1 = sb1 * x - sa1 * shelved + s2;
    s2 = sb2 * x - sa2 * shelved;
    const y = hb0 * shelved + h1;
    h1 = hb1 * shelved - ha1 * y + h2;
    h2 = hb2 * shelved - ha2 * y;
    sum += y * y;
  }
  state[SHELF_1] = s1;
  state[SHELF_2] = s2;
  state[HIGH_1] = h1;
  state[HIGH_2] = h2;
  state[PEAK] = peak;
  return sum;
}
