import { useT } from '@cadenza/i18n/react';
import {
  LYRIC_COVER_STYLES,
  LYRIC_FONT_SIZE,
  LYRIC_LETTER_SPACING,
  LYRIC_LINE_HEIGHT,
  LYRIC_MOBILE_LAYOUTS,
  LYRIC_THEMES,
  type LyricSettings,
} from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Select, Slider, Switch, Tabs } from '@cadenza/ui';

type BooleanKey = {
  [K in keyof LyricSettings]: LyricSettings[K] extends boolean ? K : never;
}[keyof LyricSettings];

/** The lyric settings (spec §3) in four tabs; every change applies to the view at once. */
export function LyricSettingsPanel() {
  const { t } = useT();
  const lyric = useSetting('lyric');
  const setSetting = useSettingsDispatch();
  const set = <K extends keyof LyricSettings>(key: K, value: LyricSettings[K]) =>
    setSetting('lyric', { ...lyric, [key]: value });
  const toggle = (key: BooleanKey, labelKey: Parameters<typeof t>[0]) => (
    <Switch
      key={key}
      label={t(labelKey)}
      checked={lyric[key]}
      onCheckedChange={(on) => set(key, on)}
    />
  );
  const range = (
    key: 'fontSize' | 'letterSpacing' | 'lineHeight',
    labelKey: Parameters<typeof t>[0],
    bounds: { min: number; max: number },
    step: number,
    unit: string,
  ) => (
    <div className="cz-lyric-settings__range">
      <span>{t(labelKey)}</span>
      <Slider
        label={t(labelKey)}
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={lyric[key]}
        valueText={`${lyric[key]}${unit}`}
        onChange={(value) => set(key, value)}
      />
      <span className="cz-lyric-settings__value">{`${lyric[key]}${unit}`}</span>
    </div>
  );
  return (
    <Tabs
      className="cz-lyric-settings"
      label={t('settings.lyric.label')}
      defaultValue="display"
      tabs={[
        {
          id: 'display',
          label: t('settings.lyric.tabs.display'),
          content: (
            <div className="cz-lyric-settings__group">
              {toggle('pureModeEnabled', 'settings.lyric.pureMode')}
              {toggle('hideCover', 'settings.lyric.hideCover')}
              {toggle('centerLyrics', 'settings.lyric.centerDisplay')}
              {toggle('showTranslation', 'settings.lyric.showTranslation')}
              {toggle('hideLyrics', 'settings.lyric.hideLyrics')}
            </div>
          ),
        },
        {
          id: 'interface',
          label: t('settings.lyric.tabs.interface'),
          content: (
            <div className="cz-lyric-settings__group">
              {toggle('hidePlayBar', 'settings.lyric.hidePlayBar')}
              {toggle('hideMiniPlayBar', 'settings.lyric.hideMiniPlayBar')}
              <Select
                label={t('settings.lyric.backgroundTheme')}
                value={lyric.theme}
                onValueChange={(value) =>
                  set('theme', LYRIC_THEMES.find((v) => v === value) ?? 'default')
                }
                options={LYRIC_THEMES.map((value) => ({
                  value,
                  label: t(`settings.lyric.backgroundThemes.${value}`),
                }))}
              />
            </div>
          ),
        },
        {
          id: 'typography',
          label: t('settings.lyric.tabs.typography'),
          content: (
            <div className="cz-lyric-settings__group">
              {range('fontSize', 'settings.lyric.fontSize', LYRIC_FONT_SIZE, 1, 'px')}
              {range(
                'letterSpacing',
                'settings.lyric.letterSpacing',
                LYRIC_LETTER_SPACING,
                0.5,
                'px',
              )}
              {range('lineHeight', 'settings.lyric.lineHeight', LYRIC_LINE_HEIGHT, 0.1, '×')}
            </div>
          ),
        },
        {
          id: 'mobile',
          label: t('settings.lyric.tabs.mobile'),
          content: (
            <div className="cz-lyric-settings__group">
              <Select
                label={t('settings.lyric.mobileLayout')}
                value={lyric.mobileLayout}
                onValueChange={(value) =>
                  set('mobileLayout', LYRIC_MOBILE_LAYOUTS.find((v) => v === value) ?? 'default')
                }
                options={LYRIC_MOBILE_LAYOUTS.map((value) => ({
                  value,
                  label: t(`settings.lyric.mobileLayouts.${value}`),
                }))}
              />
              <Select
                label={t('settings.lyric.coverStyle')}
                value={lyric.mobileCoverStyle}
                onValueChange={(value) =>
                  set('mobileCoverStyle', LYRIC_COVER_STYLES.find((v) => v === value) ?? 'record')
                }
                options={LYRIC_COVER_STYLES.map((value) => ({
                  value,
                  label: t(`settings.lyric.coverStyles.${value}`),
                }))}
              />
              <div className="cz-lyric-settings__range">
                <span>{t('settings.lyric.lyricLines')}</span>
                <Slider
                  label={t('settings.lyric.lyricLines')}
                  min={1}
                  max={9}
                  step={1}
                  value={lyric.mobileShowLyricLines}
                  onChange={(value) => set('mobileShowLyricLines', value)}
                />
                <span className="cz-lyric-settings__value">{lyric.mobileShowLyricLines}</span>
              </div>
            </div>
          ),
        },
      ]}
    />
  );
}
