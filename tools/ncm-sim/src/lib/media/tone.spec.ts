import { goertzelPower } from './goertzel';
import { synthesizeTone, TONE_PEAK_CEILING, toneLoudnessLufs } from './tone';

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

  it('rejects a loudness that is not a number', () => {
    expect(() => synthesizeTone({ frequencyHz: 440, durationMs: 10, loudnessLufs: NaN })).toThrow(
      RangeError,
    );
  });
});

describe('synthesizeTone at a loudness', () => {
  const rms = (pcm: Int16Array) =>
    Math.sqrt(pcm.reduce((sum, sample) => sum + sample * sample, 0) / pcm.length) / 32767;
  const peak = (pcm: Int16Array) => pcm.reduce((max, s) => Math.max(max, Math.abs(s)), 0) / 32767;
  const tone = (frequencyHz: number, loudnessLufs?: number) =>
    synthesizeTone({
      frequencyHz,
      durationMs: 8000,
      sampleRate: 32000,
      ...(loudnessLufs === undefined ? {} : { loudnessLufs }),
    });

  it('scales the whole tone by the difference between the target and its own level', () => {
    const own = toneLoudnessLufs(440, 32000);
    const ratio = (target: number) => 20 * Math.log10(rms(tone(440, target)) / rms(tone(440)));
    expect(ratio(own - 12)).toBeCloseTo(-12, 1);
    expect(ratio(own + 1.5)).toBeCloseTo(1.5, 1);
  });

  it('models a brighter tone as louder (K-weighting), so it needs less amplitude for the same level', () => {
    expect(toneLoudnessLufs(2000, 32000)).toBeGreaterThan(toneLoudnessLufs(300, 32000) + 2);
    expect(rms(tone(2000, -16))).toBeLessThan(rms(tone(300, -16)) * 0.8);
  });

  it('never goes above the peak ceiling, even for a level it cannot reach', () => {
    const loudest = tone(300, -8);
    expect(peak(loudest)).toBeLessThanOrEqual(TONE_PEAK_CEILING);
    expect(peak(loudest)).toBeGreaterThan(0.6);
    // Beyond the ceiling every level gives the same, loudest possible tone.
    const capped = tone(300, 0);
    expect(peak(capped)).toBeLessThanOrEqual(TONE_PEAK_CEILING);
    expect(rms(capped)).toBeGreaterThan(rms(loudest));
    expect(tone(300, 3)).toEqual(capped);
  });

  it('keeps the nominal tone when no level is asked for', () => {
    expect(peak(tone(440))).toBeGreaterThan(0.5);
    expect(peak(tone(440))).toBeLessThan(0.65);
  });
});
