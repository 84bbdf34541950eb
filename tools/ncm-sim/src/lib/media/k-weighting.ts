/**
 * ITU-R BS.1770's K-weighting as a frequency response, so the synthesis can aim a tone at an
 * integrated loudness before ffmpeg ever measures it. The two biquads (a high shelf around
 * 1.7 kHz, then the RLB high-pass around 38 Hz) are designed for any sample rate with the same
 * formulas as libebur128 and ffmpeg's `ebur128` filter (which resamples to 48 kHz first).
 */

/** The constant of BS.1770's loudness formula: a 997 Hz sine at 0 dBFS reads -3.01 LUFS (mono). */
export const LOUDNESS_OFFSET_DB = -0.691;

/** The sample rate ffmpeg's `ebur128` filter works at: the rate the model evaluates its filters at. */
export const EBUR128_SAMPLE_RATE = 48000;

interface Biquad {
  b: readonly [number, number, number];
  a: readonly [number, number, number];
}

function preFilter(sampleRate: number): Biquad {
  const f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  const q = 0.7071752369554196;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / q + k * k;
  return {
    b: [
      (vh + (vb * k) / q + k * k) / a0,
      (2 * (k * k - vh)) / a0,
      (vh - (vb * k) / q + k * k) / a0,
    ],
    a: [1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0],
  };
}

function rlbFilter(sampleRate: number): Biquad {
  const f0 = 38.13547087602444;
  const q = 0.5003270373238773;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const a0 = 1 + k / q + k * k;
  return { b: [1, -2, 1], a: [1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0] };
}

/** |H(e^{jω})|² of one biquad. */
function powerResponse({ b, a }: Biquad, omega: number): number {
  const magnitude2 = (c: readonly [number, number, number]) => {
    const re = c[0] + c[1] * Math.cos(omega) + c[2] * Math.cos(2 * omega);
    const im = -(c[1] * Math.sin(omega) + c[2] * Math.sin(2 * omega));
    return re * re + im * im;
  };
  return magnitude2(b) / magnitude2(a);
}

/**
 * The power gain of the K-weighting filter for a sine at `frequencyHz` (1.17 at 997 Hz, about
 * 1.6 at 3 kHz, near 0 below 20 Hz): a sine of amplitude A reads
 * `LOUDNESS_OFFSET_DB + 10·log10(A²/2 · gain)` LUFS.
 *
 * @throws RangeError for a frequency outside (0, sampleRate / 2).
 */
export function kWeightingPowerGain(frequencyHz: number, sampleRate = EBUR128_SAMPLE_RATE): number {
  if (!(frequencyHz > 0 && frequencyHz < sampleRate / 2)) {
    throw new RangeError(`frequencyHz must be in (0, ${sampleRate / 2}), got ${frequencyHz}`);
  }
  const omega = (2 * Math.PI * frequencyHz) / sampleRate;
  return powerResponse(preFilter(sampleRate), omega) * powerResponse(rlbFilter(sampleRate), omega);
}
