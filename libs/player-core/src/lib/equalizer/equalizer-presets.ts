import { sameGains, type EqGains } from './equalizer-bands';

/** Every preset name of spec §9, in menu order; `custom` is whatever the user set. */
export const EQ_PRESET_NAMES = [
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
] as const;

/** One preset name. */
export type EqPresetName = (typeof EQ_PRESET_NAMES)[number];

/** A preset with a fixed curve: every preset except `custom`. */
export type FixedEqPresetName = Exclude<EqPresetName, 'custom'>;

/** Ten gains in dB, one per band, in the order of {@link EQ_FREQUENCIES} (31 Hz … 16 kHz). */
export type EqCurve = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/**
 * The fixed presets' curves, 31 Hz … 16 kHz, all within ±12 dB and all different. `custom` has no
 * entry: it keeps whatever gains the user set.
 */
export const EQ_PRESETS: Readonly<Record<FixedEqPresetName, EqCurve>> = {
  // Gains in dB at 31, 62, 125, 250, 500, 1k, 2k, 4k, 8k and 16k Hz.
  flat: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  // Lifted mids for voices and synths, a touch of low punch and air.
  pop: [-1, 1, 3, 4, 3, 1, -1, -1, 1, 2],
  // The "smile": kick and bass up, boxy mids down, guitars' bite and cymbals up.
  rock: [5, 4, 3, 1, -1, -1, 1, 3, 4, 5],
  // Gentle: warm low end and open highs, mids untouched for natural timbre.
  classical: [4, 3, 2, 1, 0, 0, 0, 1, 2, 3],
  // Warm double bass, slightly recessed low mids, smooth brass and cymbals.
  jazz: [3, 2, 1, 2, -1, -1, 0, 1, 2, 3],
  // Deep sub-bass and crisp highs, scooped low mids.
  electronic: [6, 5, 2, 0, -2, 0, 1, 2, 4, 5],
  // Heavy sub and kick, clear vocal presence.
  hiphop: [6, 5, 3, 1, -1, -1, 1, 0, 2, 3],
  // Round bass around 62 Hz, softened low mids, silky upper mids and highs.
  rb: [4, 6, 4, 1, -2, -1, 2, 2, 3, 3],
  // Tight low end, deep mid scoop, aggressive 2–8 kHz for guitar edge.
  metal: [5, 4, 2, 0, -3, -2, 2, 4, 5, 4],
  // Bass rolled off, 500 Hz – 4 kHz forward for intelligible voices.
  vocal: [-3, -2, -1, 1, 3, 4, 4, 3, 1, -1],
  // Big kick and sub, dipped upper mids, sparkle on top.
  dance: [7, 6, 4, 1, 0, -1, -2, 0, 3, 4],
  // Natural body and string detail: mild, broad lift with a soft top.
  acoustic: [3, 2, 2, 1, 2, 2, 3, 3, 2, 1],
};

/** The fixed presets' names, in menu order. */
export const FIXED_EQ_PRESET_NAMES: readonly FixedEqPresetName[] = EQ_PRESET_NAMES.filter(
  (name): name is FixedEqPresetName => name !== 'custom',
);

/** Whether `value` is a preset name (including `custom`). */
export function isEqPresetName(value: unknown): value is EqPresetName {
  return EQ_PRESET_NAMES.some((name) => name === value);
}

/** Whether `value` is the name of a preset with a fixed curve (not `custom`). */
export function isFixedEqPresetName(value: unknown): value is FixedEqPresetName {
  return value !== 'custom' && isEqPresetName(value);
}

/** A curve (31 Hz … 16 kHz order) as gains keyed by frequency. */
export function curveToGains(curve: EqCurve): EqGains {
  const [g31, g62, g125, g250, g500, g1k, g2k, g4k, g8k, g16k] = curve;
  return {
    31: g31,
    62: g62,
    125: g125,
    250: g250,
    500: g500,
    1000: g1k,
    2000: g2k,
    4000: g4k,
    8000: g8k,
    16000: g16k,
  };
}

/** A fixed preset's curve as gains keyed by frequency. */
export function presetGains(name: FixedEqPresetName): EqGains {
  return curveToGains(EQ_PRESETS[name]);
}

/** The fixed preset whose curve equals `gains` exactly, or `custom` when none does. */
export function matchPreset(gains: EqGains): EqPresetName {
  return FIXED_EQ_PRESET_NAMES.find((name) => sameGains(presetGains(name), gains)) ?? 'custom';
}
