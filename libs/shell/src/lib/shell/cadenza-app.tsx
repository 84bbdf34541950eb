import type { I18nInstance } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { LazyLyricWindowLink } from '@cadenza/desktop-features';
import {
  Toaster,
  AppPlayerProvider,
  type AppPlayer,
  PlatformProvider,
  AppStringsProvider,
  type AppStore,
} from '@cadenza/app-core';
import type { PlatformBridge } from '@cadenza/platform';

/** Props of {@link CadenzaApp}. */
export interface CadenzaAppProps {
  store: AppStore;
  i18n: I18nInstance;
  /** The app's router with its routes (`AppRouter`, or `MemoryAppRouter` in specs). */
  router: ReactNode;
  /** The renderer's player (`createAppPlayer`), or the promise of it while its chunk loads. */
  player: AppPlayer | Promise<AppPlayer>;
  /**
   * When the i18n instance was created with the frame's strings only: resolves once the rest
   * are in (`loadAppStrings`). Absent: they are all there.
   */
  appStrings?: Promise<void>;
  platform: PlatformBridge;
}

/** The whole renderer: store, i18n and player around the router, whose routes render the screens. */
export function CadenzaApp({ store, i18n, router, player, appStrings, platform }: CadenzaAppProps) {
  return (
    <Provider store={store}>
      <PlatformProvider platform={platform}>
        <I18nProvider i18n={i18n}>
          <AppStringsProvider ready={appStrings ?? null}>
            <AppPlayerProvider player={player}>
              <Toaster>
                {router}
                <LazyLyricWindowLink />
              </Toaster>
            </AppPlayerProvider>
          </AppStringsProvider>
        </I18nProvider>
      </PlatformProvider>
    </Provider>
  );
}
