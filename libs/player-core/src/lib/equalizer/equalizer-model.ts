import {
  EQ_BAND_GROUPS,
  EQ_FREQUENCIES,
  buildGains,
  clampGain,
  flatGains,
  sameGains,
  type EqBandGroup,
  type EqFrequency,
  type EqGains,
} from './equalizer-bands';
import { matchPreset, presetGains, type EqPresetName } from './equalizer-presets';

/**
 * The equalizer's state (spec §9): each band's gain in dB (clamped to ±12), the bypass flag and
 * the preset the gains came from (`custom` when they match no fixed preset). Immutable: every
 * operation returns a new state, or the same one when nothing changes.
 */
export interface EqualizerState {
  readonly gains: EqGains;
  readonly bypass: boolean;
  readonly preset: EqPresetName;
}

/** The default state: flat, not bypassed. */
export function reset(): EqualizerState {
  return { gains: flatGains(), bypass: false, preset: 'flat' };
}

/**
 * Selects a preset. A fixed preset replaces every gain with its curve; `custom` keeps the current
 * gains (custom is "whatever the user set", not a stored curve). Bypass is left as it is.
 */
export function applyPreset(state: EqualizerState, name: EqPresetName): EqualizerState {
  if (name === 'custom') return state.preset === 'custom' ? state : { ...state, preset: name };
  return { ...state, gains: presetGains(name), preset: name };
}

/** Replaces the gains: the preset becomes the fixed one they equal exactly, else `custom`. */
function withGains(state: EqualizerState, gains: EqGains): EqualizerState {
  if (sameGains(gains, state.gains)) return state;
  return { ...state, gains, preset: matchPreset(gains) };
}

/**
 * Sets one band (clamped to ±12 dB). The preset becomes `custom`, unless the new curve equals a
 * fixed preset exactly, which is then selected. Unchanged gain → the same state.
 */
export function setBandGain(
  state: EqualizerState,
  frequency: EqFrequency,
  gain: number,
): EqualizerState {
  const clamped = clampGain(gain);
  return withGains(
    state,
    buildGains((band) => (band === frequency ? clamped : state.gains[band])),
  );
}

/** Sets every band of a group (bass, midrange or treble) to one gain; presets as {@link setBandGain}. */
export function setGroupGain(
  state: EqualizerState,
  group: EqBandGroup,
  gain: number,
): EqualizerState {
  const clamped = clampGain(gain);
  const bands: readonly EqFrequency[] = EQ_BAND_GROUPS[group];
  return withGains(
    state,
    buildGains((band) => (bands.includes(band) ? clamped : state.gains[band])),
  );
}

/**
 * A group's slider position: the mean of its bands' gains (equal to each band's gain after
 * {@link setGroupGain}).
 */
export function groupGain(state: EqualizerState, group: EqBandGroup): number {
  const bands: readonly EqFrequency[] = EQ_BAND_GROUPS[group];
  const total = bands.reduce((sum, band) => sum + state.gains[band], 0);
  return clampGain(total / bands.length);
}

/** Turns bypass on or off; the gains and preset are kept for when bypass ends. */
export function setBypass(state: EqualizerState, bypass: boolean): EqualizerState {
  return state.bypass === bypass ? state : { ...state, bypass };
}

/** The gains to put on the filters: the state's gains, or 0 dB everywhere while bypassed. */
export function effectiveGains(state: EqualizerState): EqGains {
  return state.bypass ? flatGains() : state.gains;
}

/** The gains in band order, 31 Hz … 16 kHz. */
export function gainsInOrder(gains: EqGains): number[] {
  return EQ_FREQUENCIES.map((frequency) => gains[frequency]);
}
