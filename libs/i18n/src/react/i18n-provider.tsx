import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

/** Makes an instance from `createI18n()` available to {@link useT}. */
export function I18nProvider({ i18n, children }: { i18n: I18nInstance; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The typed translate function and the active language; re-renders on a language change. */
export function useT() {
  const { t, i18n } = useTranslation();
  return { t, language: i18n.language };
}
