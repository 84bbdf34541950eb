import { LYRIC_FONT_SIZE, LYRIC_LETTER_SPACING, LYRIC_LINE_HEIGHT } from './lyric-constants';
import { lyricSettingsSchema } from './lyric-settings';
import { DEFAULT_LYRIC_SETTINGS } from './settings-defaults';

describe('lyric settings', () => {
  it('has valid defaults on the "medium" and "default" marks', () => {
    expect(lyricSettingsSchema.parse(DEFAULT_LYRIC_SETTINGS)).toEqual(DEFAULT_LYRIC_SETTINGS);
    expect(DEFAULT_LYRIC_SETTINGS.fontSize).toBe(LYRIC_FONT_SIZE.marks.medium);
    expect(DEFAULT_LYRIC_SETTINGS.letterSpacing).toBe(LYRIC_LETTER_SPACING.marks.default);
    expect(DEFAULT_LYRIC_SETTINGS.lineHeight).toBe(LYRIC_LINE_HEIGHT.marks.default);
  });

  it.each([
    ['fontSize', 49],
    ['letterSpacing', -3],
    ['lineHeight', 0.5],
    ['theme', 'sepia'],
    ['mobileLayout', 'windows'],
    ['mobileCoverStyle', 'circle'],
    ['mobileShowLyricLines', 0],
  ])('refuses %s = %p', (field, value) => {
    expect(
      lyricSettingsSchema.safeParse({ ...DEFAULT_LYRIC_SETTINGS, [field]: value }).success,
    ).toBe(false);
  });
});
