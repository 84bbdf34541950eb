import { EQ_FREQUENCIES, EQ_GAIN_LIMIT_DB, buildGains, flatGains } from './equalizer-bands';
import {
  EQ_PRESETS,
  EQ_PRESET_NAMES,
  FIXED_EQ_PRESET_NAMES,
  curveToGains,
  isEqPresetName,
  isFixedEqPresetName,
  matchPreset,
  presetGains,
} from './equalizer-presets';

describe('equalizer presets', () => {
  it('names every preset of spec §9', () => {
    expect(EQ_PRESET_NAMES).toEqual([
      'flat',
      'pop',
      'rock',
      'classical',
      'jazz',
      'electronic',
      'hiphop',
      'rb',
      'metal',
      'vocal',
      'dance',
      'acoustic',
      'custom',
    ]);
  });

  it('has a ten-band curve for every fixed preset and none for custom', () => {
    expect(Object.keys(EQ_PRESETS).sort()).toEqual([...FIXED_EQ_PRESET_NAMES].sort());
    expect('custom' in EQ_PRESETS).toBe(false);
    for (const name of FIXED_EQ_PRESET_NAMES) {
      expect(EQ_PRESETS[name]).toHaveLength(EQ_FREQUENCIES.length);
    }
  });

  it.each(FIXED_EQ_PRESET_NAMES)('keeps %s within ±12 dB', (name) => {
    for (const gain of EQ_PRESETS[name]) {
      expect(Math.abs(gain)).toBeLessThanOrEqual(EQ_GAIN_LIMIT_DB);
      expect(Number.isFinite(gain)).toBe(true);
    }
  });

  it('makes flat all zeros and every other curve distinct and not flat', () => {
    expect(EQ_PRESETS.flat).toEqual(Array(10).fill(0));
    const curves = FIXED_EQ_PRESET_NAMES.map((name) => EQ_PRESETS[name].join(','));
    expect(new Set(curves).size).toBe(curves.length);
  });

  it('maps curves onto the frequencies in order', () => {
    expect(curveToGains([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({
      31: 1,
      62: 2,
      125: 3,
      250: 4,
      500: 5,
      1000: 6,
      2000: 7,
      4000: 8,
      8000: 9,
      16000: 10,
    });
    expect(presetGains('rock')[31]).toBe(EQ_PRESETS.rock[0]);
    expect(presetGains('rock')[16000]).toBe(EQ_PRESETS.rock[9]);
  });

  it('recognises preset names', () => {
    expect(isEqPresetName('custom')).toBe(true);
    expect(isEqPresetName('rb')).toBe(true);
    expect(isEqPresetName('R&B')).toBe(false);
    expect(isEqPresetName(3)).toBe(false);
    expect(isFixedEqPresetName('jazz')).toBe(true);
    expect(isFixedEqPresetName('custom')).toBe(false);
    expect(isFixedEqPresetName('disco')).toBe(false);
  });

  it('matches a curve to the fixed preset it equals exactly, else custom', () => {
    for (const name of FIXED_EQ_PRESET_NAMES) expect(matchPreset(presetGains(name))).toBe(name);
    expect(matchPreset(flatGains())).toBe('flat');
    expect(matchPreset(buildGains((frequency) => (frequency === 31 ? 0.5 : 0)))).toBe('custom');
  });
});
