import type { I18nInstance } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import type { PlayerRuntime } from '@cadenza/player-core';
import { PlayerProvider } from '@cadenza/player-core/react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from '../store/create-app-store';

/** Props of {@link CadenzaApp}. */
export interface CadenzaAppProps {
  store: AppStore;
  i18n: I18nInstance;
  /** The app's router (`createAppRouter`, or a memory router in specs). */
  router: ReturnType<typeof createBrowserRouter>;
  /** The renderer's player (`createAppPlayer`). */
  player: PlayerRuntime;
}

/** The whole renderer: store, i18n and player around the router, whose routes render the screens. */
export function CadenzaApp({ store, i18n, router, player }: CadenzaAppProps) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <PlayerProvider runtime={player}>
          <RouterProvider router={router} />
        </PlayerProvider>
      </I18nProvider>
    </Provider>
  );
}
