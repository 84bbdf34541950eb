// The lyric settings' choices and ranges, apart from their schema: the defaults and the
// first paint read them without loading the validator.

/** Lyric background themes (spec §9). */
export const LYRIC_THEMES = ['default', 'light', 'dark'] as const;
/** Mobile lyric layouts (spec §9). */
export const LYRIC_MOBILE_LAYOUTS = ['default', 'ios', 'android'] as const;
/** Mobile cover styles (spec §9). */
export const LYRIC_COVER_STYLES = ['record', 'square', 'full'] as const;

/** Slider range and labelled marks of the lyric font size, px (spec §9: small, medium, large). */
export const LYRIC_FONT_SIZE = {
  min: 12,
  max: 48,
  marks: { small: 12, medium: 22, large: 48 },
} as const;
/** Slider range and marks of the letter spacing, px (spec §9: compact, default, loose). */
export const LYRIC_LETTER_SPACING = {
  min: -2,
  max: 10,
  marks: { compact: -2, default: 0, loose: 10 },
} as const;
/** Slider range and marks of the line height, a multiple of the font size. */
export const LYRIC_LINE_HEIGHT = {
  min: 1,
  max: 3,
  marks: { compact: 1, default: 2, loose: 3 },
} as const;
