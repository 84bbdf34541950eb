import { loudnessSpread, outputLoudness } from './sound-figures';

const RATE = 48_000;

function sine(dbfs: number, seconds = 3): Float32Array {
  const out = new Float32Array(RATE * seconds);
  const amplitude = 10 ** (dbfs / 20);
  for (let n = 0; n < out.length; n += 1)
    out[n] = amplitude * Math.sin((2 * Math.PI * 997 * n) / RATE);
  return out;
}

describe('outputLoudness', () => {
  it('reads a recording with player-core’s meter and counts what went past full scale', () => {
    const quiet = outputLoudness([sine(-20), new Float32Array(RATE * 3)], RATE);
    expect(quiet.integratedLufs).toBeCloseTo(-23, 1);
    expect(quiet.clippedSamples).toBe(0);
    const hot = outputLoudness([sine(3), sine(3)], RATE);
    expect(hot.clippedSamples).toBeGreaterThan(RATE);
  });
});

describe('loudnessSpread', () => {
  it('is the highest reading minus the lowest, and NaN with a reading missing', () => {
    expect(loudnessSpread([-14.2, -13.6, -14.9])).toBeCloseTo(1.3, 6);
    expect(loudnessSpread([-14, null])).toBeNaN();
    expect(loudnessSpread([])).toBeNaN();
  });
});
