import type { I18nInstance } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/create-app-store';
import { AppShell } from './app-shell';

/** Props of {@link CadenzaApp}. */
export interface CadenzaAppProps {
  store: AppStore;
  i18n: I18nInstance;
  pathname: string;
}

/** The whole renderer: providers around the shell. */
export function CadenzaApp({ store, i18n, pathname }: CadenzaAppProps) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <AppShell pathname={pathname} />
      </I18nProvider>
    </Provider>
  );
}
