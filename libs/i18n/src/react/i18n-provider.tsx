import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

/** Makes an instance from `createI18n()` available to {@link useT}. */
export function I18nProvider({ i18n, children }: { i18n: I18nInstance; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * The typed translate function, the active language, and `translate` for a key known only at
 * run time (a resolver's reason): its text when the key exists, else the key itself, so a plain
 * message still reads. Re-renders on a language change.
 */
export function useT() {
  const { t, i18n } = useTranslation();
  // The key is checked with exists() first, so the untyped call cannot show a missing key.
  const translateKey = i18n.t.bind(i18n) as unknown as (key: string, params?: object) => string;
  const translate = (key: string, params?: Record<string, string | number>): string =>
    i18n.exists(key) ? translateKey(key, params) : key;
  return { t, language: i18n.language, translate };
}
