import { goertzelPower } from './goertzel';
import { synthesizeTone } from './tone';

const SONG_FREQUENCIES = [310, 575, 1210];

describe('synthesizeTone', () => {
  it.each(SONG_FREQUENCIES)(
    'puts the dominant peak of a 1 s window exactly at %d Hz',
    (frequencyHz) => {
      const sampleRate = 44100;
      const pcm = synthesizeTone({ frequencyHz, durationMs: 2000 });
      const power = (hz: number) => goertzelPower(pcm, sampleRate, hz, sampleRate / 2, sampleRate);
      const peak = power(frequencyHz);
      const rivals = [frequencyHz - 25, frequencyHz + 25, 2 * frequencyHz, 3 * frequencyHz];
      rivals.push(...SONG_FREQUENCIES.filter((other) => other !== frequencyHz));
      for (const rival of rivals) expect(peak).toBeGreaterThan(10 * power(rival));
      // A coarse scan finds nothing louder anywhere between 50 Hz and 5 kHz.
      for (let hz = 50; hz <= 5000; hz += 5) expect(power(hz)).toBeLessThanOrEqual(peak);
    },
  );

  it('has round(durationMs * sampleRate / 1000) samples', () => {
    expect(synthesizeTone({ frequencyHz: 440, durationMs: 1000 })).toHaveLength(44100);
    expect(synthesizeTone({ frequencyHz: 440, durationMs: 12.5, sampleRate: 22050 })).toHaveLength(
      276,
    );
    expect(synthesizeTone({ frequencyHz: 440, durationMs: 0 })).toHaveLength(0);
  });

  it('fades in and out from silence and never clips', () => {
    const pcm = synthesizeTone({ frequencyHz: 575, durationMs: 1500 });
    expect(Math.abs(pcm[0] ?? 99)).toBeLessThanOrEqual(1);
    expect(Math.abs(pcm[pcm.length - 1] ?? 99)).toBeLessThanOrEqual(1);
    const peak = pcm.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(peak).toBeGreaterThan(0.4 * 32767);
    expect(peak).toBeLessThan(0.7 * 32767);
  });

  it('is deterministic', () => {
    const options = { frequencyHz: 1210, durationMs: 700 };
    expect(synthesizeTone(options)).toEqual(synthesizeTone(options));
  });

  it('leaves out partials at or above Nyquist', () => {
    const sampleRate = 8000;
    const pcm = synthesizeTone({ frequencyHz: 3000, durationMs: 1000, sampleRate });
    const power = (hz: number) => goertzelPower(pcm, sampleRate, hz);
    // 2f = 6000 Hz would alias to 2000 Hz, 3f = 9000 Hz to 1000 Hz.
    expect(power(3000)).toBeGreaterThan(1000 * power(2000));
    expect(power(3000)).toBeGreaterThan(1000 * power(1000));
  });

  it('rejects impossible parameters', () => {
    expect(() => synthesizeTone({ frequencyHz: 0, durationMs: 10 })).toThrow(RangeError);
    expect(() => synthesizeTone({ frequencyHz: 30000, durationMs: 10 })).toThrow(RangeError);
    expect(() => synthesizeTone({ frequencyHz: 440, durationMs: -1 })).toThrow(RangeError);
    expect(() => synthesizeTone({ frequencyHz: 440, durationMs: Number.NaN })).toThrow(RangeError);
    expect(() => synthesizeTone({ frequencyHz: 440, durationMs: 10, sampleRate: 0 })).toThrow(
      RangeError,
    );
  });
});
