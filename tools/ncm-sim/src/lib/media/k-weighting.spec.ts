import { EBUR128_SAMPLE_RATE, kWeightingPowerGain, LOUDNESS_OFFSET_DB } from './k-weighting';

const db = (gain: number) => 10 * Math.log10(gain);

describe('kWeightingPowerGain', () => {
  it('reads a full-scale 997 Hz sine at -3.01 LUFS, as BS.1770 defines the offset', () => {
    const lufs = LOUDNESS_OFFSET_DB + db(0.5 * kWeightingPowerGain(997));
    expect(lufs).toBeCloseTo(-3.01, 2);
  });

  it('follows the K curve: flat in the midrange, +4 dB shelf above 2 kHz, high-passed below 60 Hz', () => {
    expect(db(kWeightingPowerGain(440))).toBeCloseTo(0, 0);
    expect(db(kWeightingPowerGain(10_000))).toBeGreaterThan(3.5);
    expect(db(kWeightingPowerGain(10_000))).toBeLessThan(4.5);
    expect(db(kWeightingPowerGain(20))).toBeLessThan(-10);
    expect(db(kWeightingPowerGain(100))).toBeLessThan(db(kWeightingPowerGain(220)));
  });

  it('is designed for the sample rate: the same curve at 44.1 kHz below 5 kHz', () => {
    for (const hz of [100, 1000, 4000]) {
      expect(db(kWeightingPowerGain(hz, 44_100))).toBeCloseTo(
        db(kWeightingPowerGain(hz, EBUR128_SAMPLE_RATE)),
        1,
      );
    }
  });

  it('refuses a frequency outside (0, Nyquist)', () => {
    expect(() => kWeightingPowerGain(0)).toThrow(RangeError);
    expect(() => kWeightingPowerGain(24_000)).toThrow(RangeError);
  });
});
