import { goertzelPower } from './goertzel';

describe('goertzelPower', () => {
  const sampleRate = 8000;
  const sine = (hz: number, amplitude: number) =>
    Int16Array.from({ length: sampleRate }, (_, n) =>
      Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * hz * n) / sampleRate)),
    );

  it('measures A²/4 for a sine of amplitude A at its frequency and ~0 elsewhere', () => {
    const pcm = sine(1000, 0.5);
    expect(goertzelPower(pcm, sampleRate, 1000)).toBeCloseTo(0.0625, 3);
    expect(goertzelPower(pcm, sampleRate, 1100)).toBeLessThan(1e-6);
  });

  it('measures a window of the samples', () => {
    const pcm = new Int16Array(2 * sampleRate);
    pcm.set(sine(440, 1), sampleRate);
    expect(goertzelPower(pcm, sampleRate, 440, 0, sampleRate)).toBe(0);
    expect(goertzelPower(pcm, sampleRate, 440, sampleRate)).toBeCloseTo(0.25, 2);
  });

  it('rejects a window outside the samples', () => {
    expect(() => goertzelPower(new Int16Array(10), sampleRate, 440, 5, 6)).toThrow(RangeError);
    expect(() => goertzelPower(new Int16Array(0), sampleRate, 440)).toThrow(RangeError);
  });
});
