/**
 * The equalizer's bands (spec §9): ten peaking filters at the ISO octave centres 31 Hz … 16 kHz,
 * Q 1, 0 dB by default.
 */
export const EQ_FREQUENCIES = [31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000] as const;

/** One band's centre frequency in Hz. */
export type EqFrequency = (typeof EQ_FREQUENCIES)[number];

/** The gain of every band in dB, keyed by centre frequency. */
export type EqGains = Readonly<Record<EqFrequency, number>>;

/** The quality factor of every peaking filter (spec §9). */
export const EQ_Q = 1;

/** A band's gain until the user moves it (spec §9). */
export const EQ_DEFAULT_GAIN_DB = 0;

/**
 * Gains are limited to ±12 dB: the usual range of a ten-band graphic equalizer, enough to shape
 * the sound audibly while keeping the boost of adjacent Q-1 bands (which overlap and add up) from
 * clipping badly.
 */
export const EQ_GAIN_LIMIT_DB = 12;

/**
 * The bass / midrange / treble grouping (spec §9) the simple view's three sliders drive.
 * Bass is everything up to 250 Hz (sub-bass, kick, the body of bass instruments); midrange is
 * 500 Hz – 2 kHz (the fundamentals and lower harmonics of voices and most instruments); treble is
 * 4 kHz and up (presence, sibilance, air). Every band belongs to exactly one group.
 */
export const EQ_BAND_GROUPS = {
  bass: [31, 62, 125, 250],
  midrange: [500, 1000, 2000],
  treble: [4000, 8000, 16000],
} as const satisfies Record<string, readonly EqFrequency[]>;

/** One of the three band groups. */
export type EqBandGroup = keyof typeof EQ_BAND_GROUPS;

/** The group names, low to high. */
export const EQ_BAND_GROUP_NAMES: readonly EqBandGroup[] = ['bass', 'midrange', 'treble'];

/** Whether `value` is one of the band frequencies. */
export function isEqFrequency(value: unknown): value is EqFrequency {
  return EQ_FREQUENCIES.some((frequency) => frequency === value);
}

/** Whether `value` is one of the band group names. */
export function isEqBandGroup(value: unknown): value is EqBandGroup {
  return EQ_BAND_GROUP_NAMES.some((group) => group === value);
}

/**
 * Limits a gain to ±{@link EQ_GAIN_LIMIT_DB}; a non-number or NaN becomes the default 0 dB, and
 * -0 becomes 0 so stored and compared curves stay canonical.
 */
export function clampGain(gain: number): number {
  if (typeof gain !== 'number' || Number.isNaN(gain)) return EQ_DEFAULT_GAIN_DB;
  const clamped = Math.min(EQ_GAIN_LIMIT_DB, Math.max(-EQ_GAIN_LIMIT_DB, gain));
  return clamped === 0 ? 0 : clamped;
}

/** Gains built band by band from `gainOf` (clamped). */
export function buildGains(gainOf: (frequency: EqFrequency, index: number) => number): EqGains {
  const gains = {} as Record<EqFrequency, number>;
  EQ_FREQUENCIES.forEach((frequency, index) => {
    gains[frequency] = clampGain(gainOf(frequency, index));
  });
  return gains;
}

/** Every band at the default 0 dB. */
export function flatGains(): EqGains {
  return buildGains(() => EQ_DEFAULT_GAIN_DB);
}

/** Whether two curves have exactly the same gain on every band. */
export function sameGains(a: EqGains, b: EqGains): boolean {
  return EQ_FREQUENCIES.every((frequency) => a[frequency] === b[frequency]);
}
