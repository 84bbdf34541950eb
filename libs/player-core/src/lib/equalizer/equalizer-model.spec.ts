import { EQ_FREQUENCIES, flatGains } from './equalizer-bands';
import {
  applyPreset,
  effectiveGains,
  gainsInOrder,
  groupGain,
  reset,
  setBandGain,
  setBypass,
  setGroupGain,
  type EqualizerState,
} from './equalizer-model';
import { EQ_PRESETS, presetGains } from './equalizer-presets';

describe('equalizer model', () => {
  it('resets to flat, not bypassed', () => {
    expect(reset()).toEqual({ gains: flatGains(), bypass: false, preset: 'flat' });
  });

  describe('applyPreset', () => {
    it('replaces every gain with a fixed preset curve and keeps bypass', () => {
      const state = applyPreset(setBypass(reset(), true), 'rock');
      expect(gainsInOrder(state.gains)).toEqual([...EQ_PRESETS.rock]);
      expect(state.preset).toBe('rock');
      expect(state.bypass).toBe(true);
    });

    it('keeps the current gains for custom', () => {
      const jazz = applyPreset(reset(), 'jazz');
      const custom = applyPreset(jazz, 'custom');
      expect(custom.gains).toEqual(jazz.gains);
      expect(custom.preset).toBe('custom');
      expect(applyPreset(custom, 'custom')).toBe(custom);
    });
  });

  describe('setBandGain', () => {
    it('sets one band and switches to custom', () => {
      const state = setBandGain(applyPreset(reset(), 'pop'), 1000, 6);
      expect(state.gains[1000]).toBe(6);
      expect(state.gains[31]).toBe(EQ_PRESETS.pop[0]);
      expect(state.preset).toBe('custom');
    });

    it('clamps to ±12 dB', () => {
      expect(setBandGain(reset(), 62, 30).gains[62]).toBe(12);
      expect(setBandGain(reset(), 62, -30).gains[62]).toBe(-12);
    });

    it('selects a preset again once the bands equal its curve exactly', () => {
      const nudged = setBandGain(applyPreset(reset(), 'metal'), 500, 0);
      expect(nudged.preset).toBe('custom');
      const back = setBandGain(nudged, 500, EQ_PRESETS.metal[4]);
      expect(back.preset).toBe('metal');
      expect(back.gains).toEqual(presetGains('metal'));
    });

    it('reaches a preset band by band from flat', () => {
      let state: EqualizerState = reset();
      EQ_FREQUENCIES.forEach((frequency, index) => {
        state = setBandGain(state, frequency, EQ_PRESETS.vocal[index] ?? 0);
      });
      expect(state.preset).toBe('vocal');
      expect(setBandGain(setBandGain(reset(), 31, 3), 31, 0).preset).toBe('flat');
    });

    it('returns the same state when the gain does not change', () => {
      const state = applyPreset(reset(), 'dance');
      expect(setBandGain(state, 31, EQ_PRESETS.dance[0])).toBe(state);
    });
  });

  describe('setGroupGain', () => {
    it.each([
      ['bass', [31, 62, 125, 250]],
      ['midrange', [500, 1000, 2000]],
      ['treble', [4000, 8000, 16000]],
    ] as const)('sets every %s band and nothing else', (group, bands) => {
      const state = setGroupGain(reset(), group, 4);
      for (const frequency of EQ_FREQUENCIES) {
        expect(state.gains[frequency]).toBe(
          (bands as readonly number[]).includes(frequency) ? 4 : 0,
        );
      }
      expect(state.preset).toBe('custom');
      expect(groupGain(state, group)).toBe(4);
    });

    it('clamps, and returns to flat when the group goes back to 0', () => {
      const boosted = setGroupGain(reset(), 'treble', 20);
      expect(boosted.gains[8000]).toBe(12);
      expect(setGroupGain(boosted, 'treble', 0).preset).toBe('flat');
    });

    it('reads a mixed group as the mean of its bands', () => {
      expect(groupGain(applyPreset(reset(), 'rock'), 'bass')).toBe((5 + 4 + 3 + 1) / 4);
      expect(groupGain(reset(), 'midrange')).toBe(0);
    });
  });

  describe('bypass', () => {
    it('zeroes the effective gains but keeps the curve and preset', () => {
      const rock = applyPreset(reset(), 'rock');
      const bypassed = setBypass(rock, true);
      expect(effectiveGains(bypassed)).toEqual(flatGains());
      expect(bypassed.gains).toEqual(rock.gains);
      expect(bypassed.preset).toBe('rock');
      expect(effectiveGains(setBypass(bypassed, false))).toEqual(rock.gains);
    });

    it('returns the same state when the flag does not change', () => {
      const state = reset();
      expect(setBypass(state, false)).toBe(state);
    });
  });
});
