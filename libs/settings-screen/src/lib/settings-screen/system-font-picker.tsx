import { useT } from '@cadenza/i18n/react';
import { DEFAULT_FONT_FAMILY, joinFontFamilies, splitFontFamilies } from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { NativeSelect } from '@cadenza/ui';
import { useEffect, useState } from 'react';
import { usePlatform } from '@cadenza/app-core';

/** The installed fonts the desktop shell lists (the system default first); empty elsewhere. */
function useSystemFonts(): readonly string[] {
  const { systemFonts } = usePlatform();
  const [fonts, setFonts] = useState<readonly string[]>([]);
  useEffect(() => {
    let current = true;
    systemFonts?.().then(
      (listed) => current && setFonts(listed),
      (error: unknown) => console.error('Cadenza: the desktop shell did not list fonts', error),
    );
    return () => {
      current = false;
    };
  }, [systemFonts]);
  return fonts;
}

/**
 * Adds an installed font to the end of the font priority list (the field above it holds the
 * whole list). Shown only where the platform can list fonts (the desktop app).
 */
export function SystemFontPicker() {
  const { t } = useT();
  const fonts = useSystemFonts();
  const fontFamily = useSetting('fontFamily');
  const setSetting = useSettingsDispatch();
  if (fonts.length === 0) return null;
  const chosen = splitFontFamilies(fontFamily).filter((name) => name !== DEFAULT_FONT_FAMILY);
  const offered = fonts.filter((name) => name !== DEFAULT_FONT_FAMILY && !chosen.includes(name));
  return (
    <NativeSelect
      label={t('settings.font.add')}
      hideLabel
      value=""
      options={[
        { value: '', label: t('settings.font.addPlaceholder'), disabled: true },
        ...offered.map((name) => ({ value: name, label: name })),
      ]}
      onValueChange={(name) => {
        if (name) setSetting('fontFamily', joinFontFamilies([...chosen, name]));
      }}
    />
  );
}
