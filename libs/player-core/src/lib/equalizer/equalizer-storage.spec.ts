import { createMemoryStorage, type KeyValueStorage } from '@cadenza/ports';
import { flatGains } from './equalizer-bands';
import { applyPreset, reset, setBandGain, setBypass } from './equalizer-model';
import { presetGains } from './equalizer-presets';
import { EQ_STORAGE_KEYS, loadEqualizer, saveEqualizer } from './equalizer-storage';

const FLAT_SETTINGS =
  '{"31":0,"62":0,"125":0,"250":0,"500":0,"1000":0,"2000":0,"4000":0,"8000":0,"16000":0}';

function failingStorage(failing: 'get' | 'set'): KeyValueStorage {
  const fail = (): never => {
    throw new Error('quota exceeded');
  };
  const memory = createMemoryStorage();
  return failing === 'get' ? { ...memory, getItem: fail } : { ...memory, setItem: fail };
}

describe('equalizer storage', () => {
  it('uses the reference product keys', () => {
    expect(EQ_STORAGE_KEYS).toEqual({
      settings: 'eqSettings',
      bypass: 'eqBypass',
      preset: 'currentPreset',
    });
  });

  it('loads defaults without problems from empty storage', () => {
    expect(loadEqualizer(createMemoryStorage())).toEqual({ state: reset(), problems: [] });
  });

  it('writes the reference format', () => {
    const storage = createMemoryStorage();
    expect(saveEqualizer(storage, reset())).toEqual([]);
    expect(storage.snapshot()).toEqual({
      eqSettings: FLAT_SETTINGS,
      eqBypass: 'false',
      currentPreset: 'flat',
    });
  });

  it.each([
    ['a preset', applyPreset(reset(), 'electronic')],
    ['a custom curve, bypassed', setBypass(setBandGain(reset(), 250, -7.5), true)],
    ['custom over a preset curve', applyPreset(applyPreset(reset(), 'rb'), 'custom')],
  ])('round-trips %s', (_label, state) => {
    const storage = createMemoryStorage();
    expect(saveEqualizer(storage, state)).toEqual([]);
    expect(loadEqualizer(storage)).toEqual({ state, problems: [] });
  });

  it('reads the reference product values', () => {
    const { state, problems } = loadEqualizer(
      createMemoryStorage({
        eqSettings:
          '{"31":5,"62":4,"125":3,"250":1,"500":-1,"1000":-1,"2000":1,"4000":3,"8000":4,"16000":5}',
        eqBypass: 'true',
        currentPreset: 'rock',
      }),
    );
    expect(problems).toEqual([]);
    expect(state).toEqual({ gains: presetGains('rock'), bypass: true, preset: 'rock' });
  });

  it('accepts equivalent number keys, numeric strings, missing bands and a quoted preset', () => {
    const { state, problems } = loadEqualizer(
      createMemoryStorage({
        eqSettings: '{"31.0":"3","1e3":-2.5,"16000":1}',
        currentPreset: '"custom"',
      }),
    );
    expect(problems).toEqual([]);
    expect(state.gains).toEqual({ ...flatGains(), 31: 3, 1000: -2.5, 16000: 1 });
    expect(state.preset).toBe('custom');
    expect(state.bypass).toBe(false);
  });

  describe('corrupt values fall back per key, with a problem each, never throwing', () => {
    it.each([
      ['not JSON', '{31:0'],
      ['an array', '[0,0,0,0,0,0,0,0,0,0]'],
      ['null', 'null'],
      ['a number', '3'],
    ])('eqSettings %s → flat', (_label, eqSettings) => {
      const { state, problems } = loadEqualizer(
        createMemoryStorage({ eqSettings, eqBypass: 'true' }),
      );
      expect(state).toEqual({ gains: flatGains(), bypass: true, preset: 'flat' });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^eqSettings: /);
    });

    it('restores a stored fixed preset when eqSettings is unusable', () => {
      const { state, problems } = loadEqualizer(
        createMemoryStorage({ eqSettings: 'oops', currentPreset: 'jazz' }),
      );
      expect(state).toEqual({ gains: presetGains('jazz'), bypass: false, preset: 'jazz' });
      expect(problems).toEqual(['eqSettings: not JSON, defaults used']);
    });

    it('drops a stored custom label when its curve is lost', () => {
      const { state } = loadEqualizer(
        createMemoryStorage({ eqSettings: 'oops', currentPreset: 'custom' }),
      );
      expect(state.preset).toBe('flat');
    });

    it('clamps out-of-range gains, zeroes non-numbers and ignores unknown bands', () => {
      const { state, problems } = loadEqualizer(
        createMemoryStorage({
          eqSettings: '{"31":40,"62":-99,"125":"loud","250":null,"440":3,"":1,"500":6}',
        }),
      );
      expect(state.gains).toEqual({ ...flatGains(), 31: 12, 62: -12, 500: 6 });
      expect(state.preset).toBe('custom');
      expect(problems).toEqual([
        'eqSettings: gain of 31 Hz out of range ±12 dB, clamped',
        'eqSettings: gain of 62 Hz out of range ±12 dB, clamped',
        'eqSettings: gain of 125 Hz is not a number, 0 dB used',
        'eqSettings: gain of 250 Hz is not a number, 0 dB used',
        'eqSettings: unknown band "440" ignored',
        'eqSettings: unknown band "" ignored',
      ]);
    });

    it.each([
      ['not JSON', 'yes', 'eqBypass: not JSON, defaults used'],
      ['a string', '"true"', 'eqBypass: unexpected value, defaults used'],
      ['a number', '1', 'eqBypass: unexpected value, defaults used'],
    ])('eqBypass %s → false', (_label, eqBypass, problem) => {
      const { state, problems } = loadEqualizer(
        createMemoryStorage({ eqSettings: FLAT_SETTINGS, eqBypass }),
      );
      expect(state.bypass).toBe(false);
      expect(problems).toEqual([problem]);
    });

    it.each(['disco', '"disco"', '"unterminated', '42'])(
      'an unknown currentPreset %p → the preset the gains match',
      (currentPreset) => {
        const { state, problems } = loadEqualizer(
          createMemoryStorage({ eqSettings: FLAT_SETTINGS, currentPreset }),
        );
        expect(state.preset).toBe('flat');
        expect(problems).toEqual([
          `currentPreset: unknown preset ${JSON.stringify(currentPreset)}, ignored`,
        ]);
      },
    );

    it('relabels a fixed preset whose curve the stored gains do not equal', () => {
      const { state, problems } = loadEqualizer(
        createMemoryStorage({ eqSettings: '{"31":2}', currentPreset: 'rock' }),
      );
      expect(state.preset).toBe('custom');
      expect(state.gains[31]).toBe(2);
      expect(problems).toEqual(['currentPreset: "rock" does not match eqSettings, "custom" used']);
    });

    it('reports unreadable storage for every key', () => {
      const { state, problems } = loadEqualizer(failingStorage('get'));
      expect(state).toEqual(reset());
      expect(problems).toEqual([
        'eqSettings: storage unavailable (Error: quota exceeded)',
        'eqBypass: storage unavailable (Error: quota exceeded)',
        'currentPreset: storage unavailable (Error: quota exceeded)',
      ]);
    });
  });

  it('returns a problem per key storage refused to write', () => {
    expect(saveEqualizer(failingStorage('set'), reset())).toEqual([
      'eqSettings: not saved (Error: quota exceeded)',
      'eqBypass: not saved (Error: quota exceeded)',
      'currentPreset: not saved (Error: quota exceeded)',
    ]);
  });
});
