/**
 * The meter against BS.1770-4's calibration and EBU Tech 3341's integrated-loudness cases.
 * Sine levels are peak dBFS (a 0 dBFS sine touches full scale), as in both documents.
 */
import { measureLoudness } from './loudness-meter';
import { concat, silence, sine } from './loudness.spec-fixtures';

/** Integrated loudness of the same signal in both channels of a stereo pair. */
const stereo = (signal: Float32Array, rate: number): number | null =>
  measureLoudness([signal, signal], rate).integratedLufs;

/** 1 kHz sections at 48 kHz: [dBFS, seconds] after one another. */
const tone = (sections: readonly (readonly [number, number])[]): Float32Array =>
  concat(...sections.map(([dbfs, seconds]) => sine(1000, dbfs, seconds, 48_000)));

describe('BS.1770-4 calibration', () => {
  it.each([44_100, 48_000])(
    'at %p Hz, a 997 Hz sine at 0 dBFS in one channel of a stereo pair reads −3.01 LUFS',
    (rate) => {
      const measured = measureLoudness([sine(997, 0, 10, rate), silence(10, rate)], rate);
      expect(measured.integratedLufs).toBeCloseTo(-3.01, 1);
      expect(Math.abs((measured.integratedLufs ?? 0) + 3.0103)).toBeLessThan(0.05);
      expect(measured.samplePeak).toBeCloseTo(1, 6);
    },
  );

  it.each([44_100, 48_000])('at %p Hz, the same sine at −20 dBFS reads −23.0 LUFS', (rate) => {
    const measured = measureLoudness([sine(997, -20, 10, rate), silence(10, rate)], rate);
    expect(Math.abs((measured.integratedLufs ?? 0) + 23.01)).toBeLessThan(0.1);
  });

  it.each([22_050, 96_000])('at %p Hz too, within 0.05 LU', (rate) => {
    const measured = measureLoudness([sine(997, 0, 10, rate), silence(10, rate)], rate);
    expect(Math.abs((measured.integratedLufs ?? 0) + 3.0103)).toBeLessThan(0.05);
  });
});

describe('EBU Tech 3341 integrated loudness', () => {
  it(
    'case 1: 1 kHz at −23 dBFS in both channels reads −23.0, not −26: each sine has a mean ' +
      'square 3.01 dB below its peak, the two channels add +3.01 dB, and 1 kHz K-weighting ' +
      '(+0.69 dB) cancels the formula’s −0.691',
    () => {
      expect(Math.abs((stereo(tone([[-23, 20]]), 48_000) ?? 0) + 23)).toBeLessThan(0.1);
    },
  );

  it('case 2: 1 kHz at −33 dBFS in both channels reads −33.0', () => {
    expect(Math.abs((stereo(tone([[-33, 20]]), 48_000) ?? 0) + 33)).toBeLessThan(0.1);
  });

  it(
    'case 3: −36 / −23 / −36 dBFS for 10 / 60 / 10 s reads −23.0: the ungated mean is ' +
      '−24.2 LUFS, so the relative gate (−34.2) removes the −36 parts',
    () => {
      const signal = tone([
        [-36, 10],
        [-23, 60],
        [-36, 10],
      ]);
      expect(Math.abs((stereo(signal, 48_000) ?? 0) + 23)).toBeLessThan(0.1);
    },
  );

  it('case 4: −72 / −36 / −23 / −36 / −72 dBFS reads −23.0 (absolute gate, then relative)', () => {
    const signal = tone([
      [-72, 10],
      [-36, 10],
      [-23, 60],
      [-36, 10],
      [-72, 10],
    ]);
    expect(Math.abs((stereo(signal, 48_000) ?? 0) + 23)).toBeLessThan(0.1);
  });

  it(
    'case 5: −26 / −20 / −26 dBFS for 20 / 20.1 / 20 s reads −23.0: nothing is gated, ' +
      'blocks are averaged as energy, not as LUFS (which would give −24)',
    () => {
      const signal = tone([
        [-26, 20],
        [-20, 20.1],
        [-26, 20],
      ]);
      expect(Math.abs((stereo(signal, 48_000) ?? 0) + 23)).toBeLessThan(0.1);
    },
  );

  it(
    '−36 / −23 / −36 dBFS for 20 s each reads −27.36, not −23: the ungated mean is −27.4 ' +
      'LUFS, its relative gate −37.4 keeps the −36 parts (a third of −23 is not enough)',
    () => {
      const signal = tone([
        [-36, 20],
        [-23, 20],
        [-36, 20],
      ]);
      const energyMean = (2 * 10 ** (-36 / 10) + 10 ** (-23 / 10)) / 3;
      expect(Math.abs((stereo(signal, 48_000) ?? 0) - 10 * Math.log10(energyMean))).toBeLessThan(
        0.1,
      );
    },
  );

  it(
    'tone bursts between silences read as the continuous tone, less the 3 blocks that ' +
      'straddle each edge (600 tone sub-blocks over 609 blocks: −0.065 dB): silence is gated out',
    () => {
      const rate = 48_000;
      const burst = sine(1000, -20, 20, rate);
      const gap = silence(5, rate);
      const bursts = concat(gap, burst, gap, burst, gap, burst, gap);
      const continuous = stereo(sine(1000, -20, 60, rate), rate) ?? 0;
      const gated = stereo(bursts, rate) ?? 0;
      expect(Math.abs(gated - continuous)).toBeLessThan(0.1);
      expect(gated - continuous).toBeCloseTo(10 * Math.log10(600 / 609), 2);
    },
  );
});
