import { z } from 'zod/mini';

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

const range = (bounds: { min: number; max: number }) =>
  z.number().check(z.minimum(bounds.min), z.maximum(bounds.max));

/** The lyric screen's settings (spec §3 "Lyric settings"), named as the reference names them. */
export const lyricSettingsSchema = z.object({
  pureModeEnabled: z.boolean(),
  hideCover: z.boolean(),
  centerLyrics: z.boolean(),
  showTranslation: z.boolean(),
  hideLyrics: z.boolean(),
  hidePlayBar: z.boolean(),
  hideMiniPlayBar: z.boolean(),
  theme: z.enum(LYRIC_THEMES),
  fontSize: range(LYRIC_FONT_SIZE),
  letterSpacing: range(LYRIC_LETTER_SPACING),
  lineHeight: range(LYRIC_LINE_HEIGHT),
  mobileLayout: z.enum(LYRIC_MOBILE_LAYOUTS),
  mobileCoverStyle: z.enum(LYRIC_COVER_STYLES),
  /** How many lyric lines the mobile layout shows around the current one. */
  mobileShowLyricLines: z.int().check(z.minimum(1), z.maximum(9)),
});

/** The lyric settings. */
export type LyricSettings = z.infer<typeof lyricSettingsSchema>;

/**
 * Everything shown, translation on, the full play bar rather than the mini one, the default
 * background, medium 22 px text at default spacing and line height 2; mobile: default layout,
 * record cover, 3 lines.
 */
export const DEFAULT_LYRIC_SETTINGS: LyricSettings = {
  pureModeEnabled: false,
  hideCover: false,
  centerLyrics: false,
  showTranslation: true,
  hideLyrics: false,
  hidePlayBar: false,
  hideMiniPlayBar: true,
  theme: 'default',
  fontSize: LYRIC_FONT_SIZE.marks.medium,
  letterSpacing: LYRIC_LETTER_SPACING.marks.default,
  lineHeight: LYRIC_LINE_HEIGHT.marks.default,
  mobileLayout: 'default',
  mobileCoverStyle: 'record',
  mobileShowLyricLines: 3,
};
