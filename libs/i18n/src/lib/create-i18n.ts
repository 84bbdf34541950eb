import { createInstance, type i18n as I18nInstance } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  RESOURCES,
  SUPPORTED_LANGUAGES,
  isLanguage,
} from './locales';

/** Options for {@link createI18n}. */
export interface CreateI18nOptions {
  /** The stored language; anything unsupported falls back to the default (zh-CN). */
  language?: unknown;
}

/**
 * Creates a fresh, fully initialised i18next instance with both bundled languages.
 * Nothing is global: each app (and each test) gets its own instance. Resources are bundled,
 * so the returned instance can translate as soon as the promise resolves.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18nInstance> {
  const instance = createInstance();
  await instance.init({
    resources: RESOURCES,
    lng: isLanguage(options.language) ? options.language : DEFAULT_LANGUAGE,
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

/** An i18next instance as {@link createI18n} returns it. */
export type { I18nInstance };
