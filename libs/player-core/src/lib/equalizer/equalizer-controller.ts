import type { KeyValueStorage } from '@cadenza/ports';
import { createExternalStore, type ExternalStore } from '../store/external-store';
import { sameGains, type EqBandGroup, type EqFrequency } from './equalizer-bands';
import {
  applyPreset,
  reset,
  setBandGain,
  setBypass,
  setGroupGain,
  type EqualizerState,
} from './equalizer-model';
import type { EqPresetName } from './equalizer-presets';
import { loadEqualizer, saveEqualizer } from './equalizer-storage';

/** The listener's equalizer: its state for the UI, the changes it can make, saved as it goes. */
export interface EqualizerController extends ExternalStore<EqualizerState> {
  setBand(frequency: EqFrequency, gainDb: number): void;
  /** Sets every band of a group (bass, midrange, treble) to one gain. */
  setGroup(group: EqBandGroup, gainDb: number): void;
  setPreset(name: EqPresetName): void;
  setBypass(bypass: boolean): void;
  reset(): void;
  /** What was wrong with the stored equalizer at start (each value fell back to its default). */
  readonly loadProblems: readonly string[];
}

/**
 * The equalizer's model with its storage (`eqSettings`, `eqBypass`, `currentPreset`): loaded once,
 * saved on every change. The audio graph follows by subscribing; a failed save is reported to
 * `onSaveProblems` and the change still applies (the sound is what the listener hears).
 */
export function createEqualizerController(options: {
  storage: KeyValueStorage;
  onSaveProblems?: (problems: string[]) => void;
}): EqualizerController {
  const loaded = loadEqualizer(options.storage);
  const store = createExternalStore(loaded.state);
  const update = (next: EqualizerState) => {
    const current = store.getSnapshot();
    const same =
      next.bypass === current.bypass &&
      next.preset === current.preset &&
      sameGains(next.gains, current.gains);
    if (same) return;
    store.set(next);
    const problems = saveEqualizer(options.storage, next);
    if (problems.length > 0) options.onSaveProblems?.(problems);
  };
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    loadProblems: loaded.problems,
    setBand: (frequency, gainDb) => update(setBandGain(store.getSnapshot(), frequency, gainDb)),
    setGroup: (group, gainDb) => update(setGroupGain(store.getSnapshot(), group, gainDb)),
    setPreset: (name) => update(applyPreset(store.getSnapshot(), name)),
    setBypass: (bypass) => update(setBypass(store.getSnapshot(), bypass)),
    reset: () => {
      const flat = reset();
      update({ ...flat, bypass: store.getSnapshot().bypass });
    },
  };
}
