import { goertzelPower } from './goertzel';
import {
  glideAmplitudeFor,
  glideFrequencyAt,
  glidePhase,
  synthesizeGlideSegment,
  type GlideSignal,
} from './glide';
import { kWeightingPowerGain, LOUDNESS_OFFSET_DB } from './k-weighting';

const SIGNAL: GlideSignal = {
  sampleRate: 8000,
  totalSamples: 24_000,
  startHz: 300,
  endHz: 900,
  amplitude: 0.5,
  fadeSamples: 80,
};

describe('synthesizeGlideSegment', () => {
  it('cuts segments that join into exactly the whole signal', () => {
    const whole = synthesizeGlideSegment(SIGNAL, 0, SIGNAL.totalSamples);
    const cuts = [0, 7_001, 15_999, SIGNAL.totalSamples];
    const joined = new Int16Array(SIGNAL.totalSamples);
    for (let i = 0; i + 1 < cuts.length; i++) {
      const start = cuts[i] ?? 0;
      joined.set(synthesizeGlideSegment(SIGNAL, start, (cuts[i + 1] ?? 0) - start), start);
    }
    expect(joined).toEqual(whole);
  });

  it('glides linearly: the phase law differentiates to startHz → endHz', () => {
    expect(glideFrequencyAt(SIGNAL, 0)).toBe(300);
    expect(glideFrequencyAt(SIGNAL, 12_000)).toBe(600);
    for (const n of [100, 12_000, 23_000]) {
      const hz =
        ((glidePhase(SIGNAL, n + 1) - glidePhase(SIGNAL, n - 1)) / 2 / (2 * Math.PI)) * 8000;
      expect(hz).toBeCloseTo(glideFrequencyAt(SIGNAL, n), 1);
    }
    // Early on the signal sits near 300 Hz, late near 900 Hz.
    const pcm = synthesizeGlideSegment(SIGNAL, 0, SIGNAL.totalSamples);
    const early = pcm.subarray(0, 800);
    const late = pcm.subarray(23_000, 23_800);
    expect(goertzelPower(early, 8000, 310)).toBeGreaterThan(20 * goertzelPower(early, 8000, 880));
    expect(goertzelPower(late, 8000, 880)).toBeGreaterThan(20 * goertzelPower(late, 8000, 310));
  });

  it('fades only at the album ends, never at a cut', () => {
    const pcm = synthesizeGlideSegment(SIGNAL, 0, SIGNAL.totalSamples);
    expect(pcm[0]).toBe(0);
    expect(Math.abs(pcm[SIGNAL.totalSamples - 1] ?? 99)).toBeLessThanOrEqual(1);
    const peakNear = (n: number) =>
      Math.max(...Array.from(pcm.subarray(n - 40, n + 40), (s) => Math.abs(s)));
    expect(peakNear(7_001)).toBeGreaterThan(0.45 * 32767);
    expect(peakNear(12_000)).toBeLessThanOrEqual(0.5 * 32767 + 1);
  });

  it('refuses a segment outside the album or an impossible signal', () => {
    expect(() => synthesizeGlideSegment(SIGNAL, 23_000, 1_001)).toThrow(RangeError);
    expect(() => synthesizeGlideSegment(SIGNAL, -1, 10)).toThrow(RangeError);
    expect(() => synthesizeGlideSegment({ ...SIGNAL, endHz: 4000 }, 0, 10)).toThrow(RangeError);
    expect(() => synthesizeGlideSegment({ ...SIGNAL, amplitude: 1.5 }, 0, 10)).toThrow(RangeError);
  });
});

describe('glideAmplitudeFor', () => {
  it('gives the amplitude whose K-weighted sine reads the level', () => {
    const amplitude = glideAmplitudeFor(600, 600, -20);
    const lufs =
      LOUDNESS_OFFSET_DB + 10 * Math.log10((amplitude ** 2 / 2) * kWeightingPowerGain(600));
    expect(lufs).toBeCloseTo(-20, 6);
    expect(glideAmplitudeFor(300, 900, -10) / glideAmplitudeFor(300, 900, -30)).toBeCloseTo(10, 6);
  });
});
