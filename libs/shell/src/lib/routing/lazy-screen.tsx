import { useT } from '@cadenza/i18n/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { type ScreenId, type ScreenLoader, WithAppStrings } from '@cadenza/app-core';
import { ACCOUNT_SCREENS } from '@cadenza/account';
import { BROWSE_SCREENS } from '@cadenza/browse';
import { DESKTOP_SCREENS } from '@cadenza/desktop-features';
import { PLAYBACK_SCREENS } from '@cadenza/playback';
import { SETTINGS_SCREENS } from '@cadenza/settings-screen';

// Each screen is its own chunk, loaded on first visit; the lib that owns it says how to load it.
const SCREEN_LOADERS = {
  ...BROWSE_SCREENS,
  ...ACCOUNT_SCREENS,
  ...SETTINGS_SCREENS,
  ...DESKTOP_SCREENS,
  ...PLAYBACK_SCREENS,
} satisfies Record<ScreenId, ScreenLoader>;

const SCREENS = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([screen, load]) => [screen, lazy(load)]),
) as Record<ScreenId, LazyExoticComponent<ComponentType>>;

/** The screen of a route, loaded lazily, with a loading line while its chunk arrives. */
export function LazyScreen({ screen }: { screen: ScreenId }) {
  const { t } = useT();
  const Screen = SCREENS[screen];
  return (
    <Suspense fallback={<p className="cz-screen-loading">{t('screens.loading')}</p>}>
      <WithAppStrings>
        <Screen />
      </WithAppStrings>
    </Suspense>
  );
}
