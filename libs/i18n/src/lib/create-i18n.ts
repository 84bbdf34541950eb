import { createInstance, type i18n as I18nInstance } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguage,
  loadLanguage,
  type Language,
} from './locales';

/** Options for {@link createI18n}. */
export interface CreateI18nOptions {
  /** The stored language; anything unsupported falls back to the default (zh-CN). */
  language?: unknown;
}

/**
 * Creates a fresh, fully initialised i18next instance with the chosen language's resources
 * loaded (the other language loads on {@link switchLanguage}). Nothing is global: each app (and
 * each test) gets its own instance; it translates as soon as the promise resolves.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18nInstance> {
  const instance = createInstance();
  const language = isLanguage(options.language) ? options.language : DEFAULT_LANGUAGE;
  await instance.init({
    resources: { [language]: { [DEFAULT_NAMESPACE]: await loadLanguage(language) } },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes on render; double escaping would show entities to the listener.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Loads a language's resources when the instance has not got them yet, then switches to it. */
export async function switchLanguage(instance: I18nInstance, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, DEFAULT_NAMESPACE)) {
    instance.addResourceBundle(language, DEFAULT_NAMESPACE, await loadLanguage(language));
  }
  await instance.changeLanguage(language);
}

/** An i18next instance as {@link createI18n} returns it. */
export type { I18nInstance };
