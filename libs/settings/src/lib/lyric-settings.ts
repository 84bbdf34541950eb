import { z } from 'zod/mini';
import {
  LYRIC_FONT_SIZE,
  LYRIC_LETTER_SPACING,
  LYRIC_LINE_HEIGHT,
  LYRIC_COVER_STYLES,
  LYRIC_MOBILE_LAYOUTS,
  LYRIC_THEMES,
} from './lyric-constants';

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
