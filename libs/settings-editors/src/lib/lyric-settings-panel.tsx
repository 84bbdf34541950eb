import { useT } from '@cadenza/i18n/react';
import {
  LYRIC_COVER_STYLES,
  LYRIC_FONT_SIZE,
  LYRIC_LETTER_SPACING,
  LYRIC_LINE_HEIGHT,
  LYRIC_MOBILE_LAYOUTS,
  LYRIC_THEMES,
  validateNumberRange,
  type LyricSettings,
} from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Button, SegmentedControl, Switch, Tabs } from '@cadenza/ui';
import { CommittedSlider } from './committed-slider';
import { SettingRow, SettingsSection } from './settings-layout';
import { ValidatedField } from './validated-field';

/** The mobile lyric line count: the schema's whole numbers 1–9. */
const LYRIC_LINES = { min: 1, max: 9 } as const;

type LyricSetter = <K extends keyof LyricSettings>(key: K, value: LyricSettings[K]) => void;

/** Reads and changes one field of the `lyric` setting object. */
function useLyricSettings(): [LyricSettings, LyricSetter] {
  const lyric = useSetting('lyric');
  const setSetting = useSettingsDispatch();
  return [lyric, (key, value) => setSetting('lyric', { ...lyric, [key]: value })];
}

/**
 * The lyric settings of spec §3, in the four tabs of spec §2 (display, interface, typography,
 * mobile). The lyric screen reads the same `lyric` setting.
 */
export function LyricSettingsPanel() {
  const { t } = useT();
  return (
    <SettingsSection title={t('settings.lyric.label')}>
      <Tabs
        className="cz-settings__subtabs"
        label={t('settings.lyric.label')}
        tabs={[
          { id: 'display', label: t('settings.lyric.tabs.display'), content: <DisplayRows /> },
          {
            id: 'interface',
            label: t('settings.lyric.tabs.interface'),
            content: <InterfaceRows />,
          },
          {
            id: 'typography',
            label: t('settings.lyric.tabs.typography'),
            content: <TypographyRows />,
          },
          { id: 'mobile', label: t('settings.lyric.tabs.mobile'), content: <MobileRows /> },
        ]}
      />
    </SettingsSection>
  );
}

function DisplayRows() {
  const { t } = useT();
  const [lyric, set] = useLyricSettings();
  const flags = [
    ['pureModeEnabled', t('settings.lyric.pureMode')],
    ['hideCover', t('settings.lyric.hideCover')],
    ['centerLyrics', t('settings.lyric.centerDisplay')],
    ['showTranslation', t('settings.lyric.showTranslation')],
    ['hideLyrics', t('settings.lyric.hideLyrics')],
  ] as const;
  return (
    <div className="cz-settings__rows">
      {flags.map(([key, label]) => (
        <Switch
          key={key}
          label={label}
          checked={lyric[key]}
          onCheckedChange={(on) => set(key, on)}
        />
      ))}
    </div>
  );
}

function InterfaceRows() {
  const { t } = useT();
  const [lyric, set] = useLyricSettings();
  return (
    <div className="cz-settings__rows">
      <Switch
        label={t('settings.lyric.hidePlayBar')}
        checked={lyric.hidePlayBar}
        onCheckedChange={(on) => set('hidePlayBar', on)}
      />
      <Switch
        label={t('settings.lyric.hideMiniPlayBar')}
        checked={lyric.hideMiniPlayBar}
        onCheckedChange={(on) => set('hideMiniPlayBar', on)}
      />
      <SettingRow title={t('settings.lyric.backgroundTheme')}>
        <SegmentedControl
          label={t('settings.lyric.backgroundTheme')}
          options={LYRIC_THEMES.map((value) => ({
            value,
            label: t(`settings.lyric.backgroundThemes.${value}`),
          }))}
          value={lyric.theme}
          onChange={(value) => set('theme', value)}
        />
      </SettingRow>
    </div>
  );
}

/** A slider with its named marks (spec §9: small/medium/large, compact/default/loose) as shortcuts. */
function MarkedSlider({
  label,
  bounds,
  step,
  marks,
  value,
  unit,
  onCommit,
}: {
  label: string;
  bounds: { min: number; max: number };
  step: number;
  marks: ReadonlyArray<{ label: string; value: number }>;
  value: number;
  unit: string;
  onCommit: (value: number) => void;
}) {
  return (
    <SettingRow title={label}>
      <CommittedSlider
        label={label}
        value={value}
        min={bounds.min}
        max={bounds.max}
        step={step}
        valueText={(shown) => `${Math.round(shown * 10) / 10}${unit}`}
        onCommit={(next) => onCommit(Math.round(next * 10) / 10)}
      />
      <div className="cz-settings__marks">
        {marks.map((mark) => (
          <Button
            key={mark.label}
            variant="ghost"
            aria-pressed={mark.value === value}
            onClick={() => onCommit(mark.value)}
          >
            {mark.label}
          </Button>
        ))}
      </div>
    </SettingRow>
  );
}

function TypographyRows() {
  const { t } = useT();
  const [lyric, set] = useLyricSettings();
  const spacingMarks = (marks: { compact: number; default: number; loose: number }) =>
    (['compact', 'default', 'loose'] as const).map((name) => ({
      label: t(`settings.lyric.spacings.${name}`),
      value: marks[name],
    }));
  return (
    <div className="cz-settings__rows">
      <MarkedSlider
        label={t('settings.lyric.fontSize')}
        bounds={LYRIC_FONT_SIZE}
        step={1}
        unit="px"
        value={lyric.fontSize}
        marks={(['small', 'medium', 'large'] as const).map((name) => ({
          label: t(`settings.lyric.fontSizes.${name}`),
          value: LYRIC_FONT_SIZE.marks[name],
        }))}
        onCommit={(value) => set('fontSize', value)}
      />
      <MarkedSlider
        label={t('settings.lyric.letterSpacing')}
        bounds={LYRIC_LETTER_SPACING}
        step={0.5}
        unit="px"
        value={lyric.letterSpacing}
        marks={spacingMarks(LYRIC_LETTER_SPACING.marks)}
        onCommit={(value) => set('letterSpacing', value)}
      />
      <MarkedSlider
        label={t('settings.lyric.lineHeight')}
        bounds={LYRIC_LINE_HEIGHT}
        step={0.1}
        unit="×"
        value={lyric.lineHeight}
        marks={spacingMarks(LYRIC_LINE_HEIGHT.marks)}
        onCommit={(value) => set('lineHeight', value)}
      />
    </div>
  );
}

function MobileRows() {
  const { t } = useT();
  const [lyric, set] = useLyricSettings();
  return (
    <div className="cz-settings__rows">
      <SettingRow title={t('settings.lyric.mobileLayout')}>
        <SegmentedControl
          label={t('settings.lyric.mobileLayout')}
          options={LYRIC_MOBILE_LAYOUTS.map((value) => ({
            value,
            label: t(`settings.lyric.mobileLayouts.${value}`),
          }))}
          value={lyric.mobileLayout}
          onChange={(value) => set('mobileLayout', value)}
        />
      </SettingRow>
      <SettingRow title={t('settings.lyric.coverStyle')}>
        <SegmentedControl
          label={t('settings.lyric.coverStyle')}
          options={LYRIC_COVER_STYLES.map((value) => ({
            value,
            label: t(`settings.lyric.coverStyles.${value}`),
          }))}
          value={lyric.mobileCoverStyle}
          onChange={(value) => set('mobileCoverStyle', value)}
        />
      </SettingRow>
      <SettingRow title={t('settings.lyric.lyricLines')}>
        <ValidatedField
          label={t('settings.lyric.lyricLines')}
          hideLabel
          inputMode="numeric"
          value={lyric.mobileShowLyricLines}
          format={String}
          validate={(text) => {
            const result = validateNumberRange(text, LYRIC_LINES);
            // The schema keeps whole lines: 2.6 lines means 3.
            return result.ok ? { ok: true, value: Math.round(result.value) } : result;
          }}
          onCommit={(value) => set('mobileShowLyricLines', value)}
        />
      </SettingRow>
    </div>
  );
}
