import { createMeasuredLoudnessCache } from './measured-loudness';
import { createNormalizationGain, type NormalizationSettings } from './normalization-gain';
import { createSongUrlFacts } from './song-url-facts';

const dB = (factor: number) => 20 * Math.log10(factor);

function setup(
  initial: NormalizationSettings = { volumeNormalization: true, normalizationPreampDb: 0 },
) {
  let settings = initial;
  const listeners = new Set<() => void>();
  const facts = createSongUrlFacts();
  const cache = createMeasuredLoudnessCache(Promise.resolve(null));
  const measured = {
    set: (trackId: string | number, measure: { integratedLufs: number; samplePeak: number }) =>
      cache.save(trackId, { ...measure, durationSec: 60 }),
  };
  const gain = createNormalizationGain({
    settings: () => settings,
    subscribeSettings: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    facts,
    measured: cache,
  });
  const set = (next: Partial<NormalizationSettings>) => {
    settings = { ...settings, ...next };
    for (const listener of listeners) listener();
  };
  return { gain, facts, measured, set };
}

describe('createNormalizationGain', () => {
  it("applies NetEase's gain to the song's URL, plus the pre-amp", () => {
    const { gain, facts, set } = setup();
    facts.remember('u-loud', { trackId: 1, loudness: { gainDb: -8, peak: 1 } });
    facts.remember('u-quiet', { trackId: 2, loudness: { gainDb: 5, peak: 0.2 } });
    expect(dB(gain.factorFor('u-loud'))).toBeCloseTo(-8, 6);
    expect(dB(gain.factorFor('u-quiet'))).toBeCloseTo(5, 6);
    set({ normalizationPreampDb: -3 });
    expect(dB(gain.factorFor('u-loud'))).toBeCloseTo(-11, 6);
  });

  it('never raises a song past full scale: peak × factor stays at 1', () => {
    const { gain, facts, set } = setup();
    facts.remember('u', { trackId: 1, loudness: { gainDb: 6, peak: 0.8 } });
    expect(gain.factorFor('u')).toBeCloseTo(1 / 0.8, 9);
    set({ normalizationPreampDb: 6 });
    expect(gain.factorFor('u')).toBeCloseTo(1 / 0.8, 9);
  });

  it("uses the app's own measure when NetEase's gain is 0, and unity when there is none", () => {
    const { gain, facts, measured } = setup();
    facts.remember('u', { trackId: 'bv1:2', loudness: { gainDb: 0, peak: 0 } });
    facts.remember('v', { trackId: 9 });
    expect(gain.factorFor('u')).toBe(1);
    expect(gain.factorFor('v')).toBe(1);
    measured.set('bv1:2', { integratedLufs: -20, samplePeak: 0.25 });
    measured.set(9, { integratedLufs: -9.5, samplePeak: 1 });
    // Reference −14 LUFS: a song at −20 gets +6 dB, one at −9.5 gets −4.5 dB.
    expect(dB(gain.factorFor('u'))).toBeCloseTo(6, 6);
    expect(dB(gain.factorFor('v'))).toBeCloseTo(-4.5, 6);
  });

  it('leaves every song at unity when switched off, and for a URL it never resolved', () => {
    const { gain, facts } = setup({ volumeNormalization: false, normalizationPreampDb: 4 });
    facts.remember('u', { trackId: 1, loudness: { gainDb: -8, peak: 1 } });
    expect(gain.factorFor('u')).toBe(1);
    expect(gain.factorFor('never-seen')).toBe(1);
  });

  it('tells its listener when either setting changes, and not for other settings', () => {
    const { gain, set } = setup();
    const heard = jest.fn();
    const stop = gain.subscribe(heard);
    set({});
    expect(heard).not.toHaveBeenCalled();
    set({ volumeNormalization: false });
    set({ normalizationPreampDb: 2 });
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    set({ volumeNormalization: true });
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('createNormalizationGain as a measure port', () => {
  it('asks to measure only songs with neither a NetEase gain nor a measure, and keeps the measure', () => {
    const { gain, facts } = setup();
    facts.remember('netease', { trackId: 1, loudness: { gainDb: -3, peak: 1 } });
    facts.remember('video', { trackId: 'bv:1' });
    expect(gain.wants('netease')).toBe(false);
    expect(gain.wants('video')).toBe(true);
    expect(gain.wants('unknown-url')).toBe(false);
    const heard = jest.fn();
    gain.subscribe(heard);
    gain.measured('video', { integratedLufs: -8, samplePeak: 0.9, durationSec: 45 });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(gain.wants('video')).toBe(false);
    expect(dB(gain.factorFor('video'))).toBeCloseTo(-6, 6);
  });

  it('drops a measure of too short a stretch, or of silence, and asks again', () => {
    const { gain, facts } = setup();
    facts.remember('video', { trackId: 'bv:1' });
    gain.measured('video', { integratedLufs: -8, samplePeak: 0.9, durationSec: 5 });
    gain.measured('video', { integratedLufs: null, samplePeak: 0, durationSec: 200 });
    expect(gain.wants('video')).toBe(true);
    expect(gain.factorFor('video')).toBe(1);
  });
});
