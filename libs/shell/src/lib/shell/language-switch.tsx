import { SUPPORTED_LANGUAGES, type Language } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { SegmentedControl } from '@cadenza/ui';

/** Switches the interface language; the change is saved and applied by the store's effects. */
export function LanguageSwitch() {
  const { t } = useT();
  const language = useSetting('language');
  const setSetting = useSettingsDispatch();
  const options = SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }));
  return (
    <SegmentedControl<Language>
      label={t('language.label')}
      options={options}
      value={language}
      onChange={(value) => setSetting('language', value)}
    />
  );
}
