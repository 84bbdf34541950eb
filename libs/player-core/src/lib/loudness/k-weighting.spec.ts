import {
  BS1770_HIGH_PASS_48K,
  BS1770_SHELF_48K,
  K_WEIGHTING_HIGH_PASS,
  K_WEIGHTING_SHELF,
  analogFromBiquad,
  biquadFromAnalog,
  kWeightingCoefficients,
  type BiquadCoefficients,
  type KWeightingCoefficients,
} from './k-weighting';

/** The magnitude response of a biquad at `frequency` Hz, in dB. */
function biquadGainDb(biquad: BiquadCoefficients, frequency: number, sampleRate: number): number {
  const w = (2 * Math.PI * frequency) / sampleRate;
  // H(e^{jw}) = (b0 + b1 e^{-jw} + b2 e^{-2jw}) / (1 + a1 e^{-jw} + a2 e^{-2jw})
  const numRe = biquad.b0 + biquad.b1 * Math.cos(w) + biquad.b2 * Math.cos(2 * w);
  const numIm = -biquad.b1 * Math.sin(w) - biquad.b2 * Math.sin(2 * w);
  const denRe = 1 + biquad.a1 * Math.cos(w) + biquad.a2 * Math.cos(2 * w);
  const denIm = -biquad.a1 * Math.sin(w) - biquad.a2 * Math.sin(2 * w);
  return 10 * Math.log10((numRe ** 2 + numIm ** 2) / (denRe ** 2 + denIm ** 2));
}

function kGainDb(filters: KWeightingCoefficients, frequency: number, sampleRate: number): number {
  return (
    biquadGainDb(filters.shelf, frequency, sampleRate) +
    biquadGainDb(filters.highPass, frequency, sampleRate)
  );
}

const KEYS = ['b0', 'b1', 'b2', 'a1', 'a2'] as const;

describe('K-weighting coefficients', () => {
  it('reproduce the BS.1770-4 tables at 48 kHz to 1e-8', () => {
    const { shelf, highPass } = kWeightingCoefficients(48_000);
    for (const key of KEYS) {
      expect(Math.abs(shelf[key] - BS1770_SHELF_48K[key])).toBeLessThan(1e-8);
      expect(Math.abs(highPass[key] - BS1770_HIGH_PASS_48K[key])).toBeLessThan(1e-8);
    }
  });

  it('come from the analog sections the literature derives from the table', () => {
    // Published inversions of the table: shelf ≈ 1681.97 Hz, Q ≈ 0.7072, +4.00 dB with the mid
    // gain at the square root of the high gain; high-pass ≈ 38.135 Hz, Q ≈ 0.5003.
    expect(K_WEIGHTING_SHELF.centreHz).toBeCloseTo(1681.974, 2);
    expect(K_WEIGHTING_SHELF.q).toBeCloseTo(0.707175, 5);
    expect(20 * Math.log10(K_WEIGHTING_SHELF.highGain)).toBeCloseTo(3.99984, 4);
    expect(K_WEIGHTING_SHELF.midGain).toBeCloseTo(Math.sqrt(K_WEIGHTING_SHELF.highGain), 3);
    expect(K_WEIGHTING_SHELF.dcGain).toBeCloseTo(1, 12);
    expect(K_WEIGHTING_HIGH_PASS.centreHz).toBeCloseTo(38.1355, 3);
    expect(K_WEIGHTING_HIGH_PASS.q).toBeCloseTo(0.500327, 5);
    expect(K_WEIGHTING_HIGH_PASS.midGain).toBe(0);
    expect(K_WEIGHTING_HIGH_PASS.dcGain).toBe(0);
  });

  it('match the known 44.1 kHz shelf (the same analog filter, transformed again)', () => {
    const { shelf } = kWeightingCoefficients(44_100);
    const expected = {
      b0: 1.53084123005035,
      b1: -2.65097999515473,
      b2: 1.16907907992159,
      a1: -1.66365511325602,
      a2: 0.71259542807323,
    };
    for (const key of KEYS) expect(Math.abs(shelf[key] - expected[key])).toBeLessThan(1e-8);
  });

  it('invert and re-apply the bilinear transform exactly for any stable biquad', () => {
    const biquad = { b0: 0.8, b1: -1.1, b2: 0.45, a1: -1.3, a2: 0.6 };
    const back = biquadFromAnalog(analogFromBiquad(biquad, 32_000), 32_000);
    for (const key of KEYS) expect(back[key]).toBeCloseTo(biquad[key], 12);
  });

  it.each([22_050, 44_100, 48_000, 88_200, 96_000, 192_000])(
    'at %p Hz: +0.69 dB at 997 Hz (what the −0.691 of the formula cancels)',
    (rate) => {
      expect(Math.abs(kGainDb(kWeightingCoefficients(rate), 997, rate) - 0.691)).toBeLessThan(
        0.025,
      );
    },
  );

  it('at 44.1 kHz: the +4 dB shelf near 10 kHz, the same curve as at 48 kHz up there', () => {
    const at44 = kWeightingCoefficients(44_100);
    const at48 = kWeightingCoefficients(48_000);
    // +4 dB of shelf plus the high-pass's +0.04 dB pass band.
    expect(kGainDb(at44, 10_000, 44_100)).toBeCloseTo(4.03, 1);
    for (const frequency of [100, 500, 1000, 2000, 5000, 10_000, 15_000]) {
      expect(
        Math.abs(kGainDb(at44, frequency, 44_100) - kGainDb(at48, frequency, 48_000)),
      ).toBeLessThan(0.05);
    }
  });

  it('at 44.1 kHz: the high-pass falls towards −∞ at DC', () => {
    const { highPass } = kWeightingCoefficients(44_100);
    const gains = [200, 100, 38, 20, 10, 1].map((f) => biquadGainDb(highPass, f, 44_100));
    for (let i = 1; i < gains.length; i++) expect(gains[i]).toBeLessThan(gains[i - 1] ?? 0);
    // At the corner |H| = Q ≈ 0.5: two coincident real poles, −6 dB rather than −3.
    expect(gains[2]).toBeCloseTo(-6, 0);
    expect(gains[4]).toBeLessThan(-20); // 2nd order: 12 dB per octave below the corner
    expect(gains[5]).toBeLessThan(-60);
    // A zero pair at z = 1: exactly nothing at DC.
    expect(highPass.b0 + highPass.b1 + highPass.b2).toBeCloseTo(0, 15);
  });

  it('keeps the high-pass pass band gain of the 48 kHz table at every rate', () => {
    for (const rate of [22_050, 44_100, 96_000]) {
      const { highPass } = kWeightingCoefficients(rate);
      expect(biquadGainDb(highPass, rate / 2, rate)).toBeCloseTo(
        biquadGainDb(BS1770_HIGH_PASS_48K, 24_000, 48_000),
        10,
      );
    }
  });

  it.each([Number.NaN, 0, 4_000, 1_000_000, Infinity])('refuses a rate of %p Hz', (rate) => {
    expect(() => kWeightingCoefficients(rate)).toThrow(RangeError);
  });
});
