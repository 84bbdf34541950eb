import { NORMALIZATION_PREAMP_DB } from '@cadenza/settings';
import {
  MAX_PLAUSIBLE_GAIN_DB,
  REFERENCE_LOUDNESS_LUFS,
  clampPreamp,
  gainForLoudness,
  hasUsableGain,
  normalisationFactor,
} from './normalisation';

const fromDb = (db: number): number => 10 ** (db / 20);

describe('gainForLoudness', () => {
  it('brings a song to −14 LUFS', () => {
    expect(REFERENCE_LOUDNESS_LUFS).toBe(-14);
    expect(gainForLoudness(-20)).toBe(6);
    expect(gainForLoudness(-8)).toBe(-6);
    expect(gainForLoudness(-14)).toBe(0);
  });
});

describe('hasUsableGain', () => {
  it.each([
    [-6.3, 1],
    [-6.3, 0.98],
    [4, undefined],
    [4, null],
    [-30, 0], // peak 0 is NetEase's "unmeasured": the gain stands, only the limiter has no peak
  ])('uses gain %p with peak %p', (gain, peak) => {
    expect(hasUsableGain(gain, peak)).toBe(true);
  });

  it.each([
    [0, 0, 'NetEase’s answer for an unmeasured song'],
    [0, 1, 'gain 0 still means unmeasured'],
    [undefined, undefined, 'missing'],
    [null, 1, 'null'],
    [Number.NaN, 1, 'NaN'],
    [Infinity, 1, 'infinite'],
    ['-6.3', 1, 'a string'],
    [MAX_PLAUSIBLE_GAIN_DB + 0.1, 1, 'implausibly large'],
    [-6.3, -1, 'a negative peak'],
    [-6.3, Number.NaN, 'a NaN peak'],
    [-6.3, '1', 'a string peak'],
  ])('refuses gain %p with peak %p (%s)', (gain, peak, _reason) => {
    expect(hasUsableGain(gain, peak)).toBe(false);
  });
});

describe('clampPreamp', () => {
  it.each([
    [undefined, 0],
    [Number.NaN, 0],
    [3, 3],
    [10, NORMALIZATION_PREAMP_DB.max],
    [-10, NORMALIZATION_PREAMP_DB.min],
    [Infinity, 6],
    [-Infinity, -6],
  ])('clamps %p dB to %p dB', (preamp, expected) => {
    expect(clampPreamp(preamp)).toBe(expected);
  });
});

describe('normalisationFactor', () => {
  it('is 10^((gain + preamp)/20) while the peak stays below full scale', () => {
    expect(normalisationFactor({ gainDb: -6.3, peak: 1 })).toBeCloseTo(fromDb(-6.3), 12);
    expect(normalisationFactor({ gainDb: -6, peak: 0.9, preampDb: 3 })).toBeCloseTo(fromDb(-3), 12);
  });

  it('does not limit at exactly peak × factor = 1, and limits just past it', () => {
    expect(normalisationFactor({ gainDb: 0, peak: 1 })).toBe(1);
    // 20·log10(4) dB comes back as 4 ± 1 ulp: either way the product never passes 1.
    const four = normalisationFactor({ gainDb: 20 * Math.log10(4), peak: 0.25 });
    expect(four).toBeCloseTo(4, 12);
    expect(0.25 * four).toBeLessThanOrEqual(1);
    const over = 1.000_001;
    expect(normalisationFactor({ gainDb: 0, peak: over })).toBe(1 / over);
    expect(normalisationFactor({ gainDb: 0, peak: 0.999_999 })).toBe(1);
  });

  it('limits a boost so the peak lands on full scale', () => {
    const factor = normalisationFactor({ gainDb: 9, peak: 0.5 });
    expect(factor).toBe(2);
    expect(0.5 * factor).toBe(1);
  });

  it('clamps the preamp to ±6 dB, and the limiter wins over it', () => {
    expect(normalisationFactor({ gainDb: -10, preampDb: 12 })).toBeCloseTo(fromDb(-4), 12);
    expect(normalisationFactor({ gainDb: 0, preampDb: -12 })).toBeCloseTo(fromDb(-6), 12);
    expect(normalisationFactor({ gainDb: -3, peak: 0.8, preampDb: 6 })).toBe(1 / 0.8);
  });

  it.each([0, null, undefined, Number.NaN, -1])(
    'does not limit when the peak is unknown (%p)',
    (peak) => {
      expect(normalisationFactor({ gainDb: 12, peak })).toBeCloseTo(fromDb(12), 12);
    },
  );

  it('treats a non-finite gain as 0 dB', () => {
    expect(normalisationFactor({ gainDb: Number.NaN, preampDb: -6 })).toBeCloseTo(fromDb(-6), 12);
    expect(normalisationFactor({ gainDb: Infinity })).toBe(1);
  });
});
