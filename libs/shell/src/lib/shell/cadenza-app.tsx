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
  AppPartsProvider,
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
   * When the first paint comes before the rest of the app (the i18n instance created with the
   * frame's strings only, the store without its API): resolves once the rest of the strings are
   * in (`loadAppStrings`) and the API is installed. Absent: both are there.
   */
  appParts?: Promise<void>;
  platform: PlatformBridge;
}

/** The whole renderer: store, i18n and player around the router, whose routes render the screens. */
export function CadenzaApp({ store, i18n, router, player, appParts, platform }: CadenzaAppProps) {
  return (
    <Provider store={store}>
      <PlatformProvider platform={platform}>
        <I18nProvider i18n={i18n}>
          <AppPartsProvider ready={appParts ?? null}>
            <AppPlayerProvider player={player}>
              <Toaster>
                {router}
                <LazyLyricWindowLink />
              </Toaster>
            </AppPlayerProvider>
          </AppPartsProvider>
        </I18nProvider>
      </PlatformProvider>
    </Provider>
  );
}
