import {
  createI18n,
  switchLanguage,
  type I18nInstance,
  type Language,
  type TranslationKey,
} from '@cadenza/i18n';

/** The interface language's strings in the main process (the tray's menu and tooltip). */
export interface MainStrings {
  t(key: TranslationKey): string;
  /** Follows the page's language (`change-language`); resolves once the strings are in. */
  setLanguage(language: Language): Promise<void>;
}

/**
 * The same resources and i18next setup the page uses, so the shell says what the page says in
 * the same language (spec §4: the tray follows the interface language).
 */
export async function createMainStrings(language: Language): Promise<MainStrings> {
  const i18n: I18nInstance = await createI18n({ language });
  return {
    t: (key) => i18n.t(key),
    async setLanguage(next) {
      await switchLanguage(i18n, next);
    },
  };
}
