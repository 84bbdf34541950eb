import { useT } from '@cadenza/i18n/react';
import { toggleTheme } from '@cadenza/settings';
import { IconButton } from '@cadenza/ui';
import { RiMoonLine, RiSunLine } from '@remixicon/react';
import { useAppDispatch, useAppSelector, selectTheme, themeChosen } from '@cadenza/app-core';

/** Switches between the light and dark themes; the choice is kept under the `theme` key. */
export function ThemeToggle() {
  const { t } = useT();
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  return (
    <IconButton
      label={t('titleBar.theme.toggle')}
      pressed={theme === 'dark'}
      icon={theme === 'dark' ? <RiMoonLine /> : <RiSunLine />}
      onClick={() => dispatch(themeChosen(toggleTheme(theme)))}
    />
  );
}
