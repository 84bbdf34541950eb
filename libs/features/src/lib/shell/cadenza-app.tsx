import type { I18nInstance } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { Toaster } from '../notices/toaster';
import { AppPlayerProvider } from '../player/app-player-context';
import type { AppPlayer } from '../player/create-app-player';
import type { PlatformBridge } from '../platform/platform-bridge';
import { PlatformProvider } from '../platform/platform-context';
import type { AppStore } from '../store/create-app-store';

/** Props of {@link CadenzaApp}. */
export interface CadenzaAppProps {
  store: AppStore;
  i18n: I18nInstance;
  /** The app's router with its routes (`AppRouter`, or `MemoryAppRouter` in specs). */
  router: ReactNode;
  /** The renderer's player (`createAppPlayer`), or the promise of it while its chunk loads. */
  player: AppPlayer | Promise<AppPlayer>;
  platform: PlatformBridge;
}

/** The whole renderer: store, i18n and player around the router, whose routes render the screens. */
export function CadenzaApp({ store, i18n, router, player, platform }: CadenzaAppProps) {
  return (
    <Provider store={store}>
      <PlatformProvider platform={platform}>
        <I18nProvider i18n={i18n}>
          <AppPlayerProvider player={player}>
            <Toaster>{router}</Toaster>
          </AppPlayerProvider>
        </I18nProvider>
      </PlatformProvider>
    </Provider>
  );
}
