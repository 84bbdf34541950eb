import { useT } from '@cadenza/i18n/react';
import {
  DEFAULT_FONT_FAMILY,
  FONT_SCOPES,
  joinFontFamilies,
  LANGUAGES,
  splitFontFamilies,
  THEMES,
  type Theme,
} from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { SegmentedControl, Select, Switch } from '@cadenza/ui';
import { useAppDispatch, useAppSelector, selectTheme, themeChosen } from '@cadenza/app-core';
import {
  CommittedSlider,
  LyricSettingsPanel,
  SettingRow,
  SettingsSection,
  useDesktopOnly,
  ValidatedField,
} from '@cadenza/settings-editors';
import { SystemFontPicker } from './system-font-picker';

/** Animation speed bounds of the slider: inside the schema's 0.1–5, around the spec's classes. */
const ANIMATION_SPEED = { min: 0.1, max: 3, step: 0.1 } as const;

/** The basic tab: theme, language, fonts, motion, top actions and the lyric settings. */
export function BasicTab() {
  return (
    <>
      <SettingsSection>
        <ThemeRow />
        <LanguageRow />
        <FontRows />
        <MotionRows />
        <ShowTopActionRow />
      </SettingsSection>
      <LyricSettingsPanel />
    </>
  );
}

function ThemeRow() {
  const { t } = useT();
  // The theme lives in the ui slice (kept under the `theme` key), not in the settings document.
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  return (
    <SettingRow title={t('settings.theme.label')} description={t('settings.theme.desc')}>
      <SegmentedControl<Theme>
        label={t('settings.theme.label')}
        options={THEMES.map((value) => ({ value, label: t(`settings.theme.${value}`) }))}
        value={theme}
        onChange={(value) => dispatch(themeChosen(value))}
      />
    </SettingRow>
  );
}

function LanguageRow() {
  const { t } = useT();
  const language = useSetting('language');
  const setSetting = useSettingsDispatch();
  return (
    <SettingRow title={t('settings.language.label')} description={t('settings.language.desc')}>
      <Select
        label={t('settings.language.label')}
        hideLabel
        value={language}
        options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
        onValueChange={(value) => {
          const next = LANGUAGES.find((candidate) => candidate === value);
          if (next) setSetting('language', next);
        }}
      />
    </SettingRow>
  );
}

function FontRows() {
  const { t } = useT();
  const fontFamily = useSetting('fontFamily');
  const fontScope = useSetting('fontScope');
  const setSetting = useSettingsDispatch();
  // The fonts installed on the system are listed by the desktop shell only (get-system-fonts).
  const desktopOnly = useDesktopOnly();
  return (
    <>
      <SettingRow title={t('settings.font.label')} description={t('settings.font.desc')}>
        <ValidatedField
          label={t('settings.font.label')}
          hideLabel
          value={fontFamily}
          // The default reads as an empty field with the "system default" placeholder.
          format={(value) =>
            value === DEFAULT_FONT_FAMILY ? '' : splitFontFamilies(value).join(', ')
          }
          validate={(text) => ({ ok: true, value: joinFontFamilies(splitFontFamilies(text)) })}
          onCommit={(value) => setSetting('fontFamily', value)}
          placeholder={t('settings.font.systemDefault')}
          disabled={desktopOnly.disabled}
          disabledReason={desktopOnly.reason}
        />
        <SystemFontPicker />
      </SettingRow>
      <SettingRow title={t('settings.font.scope')} reason={desktopOnly.reason}>
        <Select
          label={t('settings.font.scope')}
          hideLabel
          value={fontScope}
          disabled={desktopOnly.disabled}
          options={FONT_SCOPES.map((value) => ({
            value,
            label: t(`settings.font.scopes.${value}`),
          }))}
          onValueChange={(value) => {
            const next = FONT_SCOPES.find((candidate) => candidate === value);
            if (next) setSetting('fontScope', next);
          }}
        />
      </SettingRow>
    </>
  );
}

function MotionRows() {
  const { t } = useT();
  const noAnimate = useSetting('noAnimate');
  const animationSpeed = useSetting('animationSpeed');
  const setSetting = useSettingsDispatch();
  return (
    <>
      {/* The stored flag is negative (noAnimate); the switch reads positively: on = animate. */}
      <Switch
        label={t('settings.animation.label')}
        description={t('settings.animation.desc')}
        checked={!noAnimate}
        onCheckedChange={(on) => setSetting('noAnimate', !on)}
      />
      <SettingRow
        title={t('settings.animation.speed')}
        description={t('settings.animation.speedDesc')}
      >
        <CommittedSlider
          label={t('settings.animation.speed')}
          value={animationSpeed}
          {...ANIMATION_SPEED}
          disabled={noAnimate}
          valueText={(value) => t('settings.animation.speedValue', { value: value.toFixed(1) })}
          // Round away the float noise of 0.1 steps (0.30000000000000004).
          onCommit={(value) => setSetting('animationSpeed', Math.round(value * 10) / 10)}
        />
      </SettingRow>
    </>
  );
}

function ShowTopActionRow() {
  const { t } = useT();
  const showTopAction = useSetting('showTopAction');
  const setSetting = useSettingsDispatch();
  return (
    <Switch
      label={t('settings.showTopAction.label')}
      description={t('settings.showTopAction.desc')}
      checked={showTopAction}
      onCheckedChange={(on) => setSetting('showTopAction', on)}
    />
  );
}
