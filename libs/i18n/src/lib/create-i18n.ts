import { createInstance, type i18n as I18nInstance } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguage,
  loadStrings,
  type Language,
} from './locales';

/** Options for {@link createI18n}. */
export interface CreateI18nOptions {
  /** The stored language; anything unsupported falls back to the default (zh-CN). */
  language?: unknown;
  /**
   * Load only the frame's strings (what the first paint shows); the rest follows with
   * {@link loadAppStrings}. Default: all of them.
   */
  frameOnly?: boolean;
}

/** A language's strings, both parts, merged. */
async function loadLanguage(language: Language) {
  const [frame, app] = await Promise.all([
    loadStrings(language, 'frame'),
    loadStrings(language, 'app'),
  ]);
  return { ...frame, ...app };
}

/**
 * Creates a fresh, fully initialised i18next instance with the chosen language's resources
 * loaded (the other language loads on {@link switchLanguage}). Nothing is global: each app (and
 * each test) gets its own instance; it translates as soon as the promise resolves.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18nInstance> {
  const instance = createInstance();
  const language = isLanguage(options.language) ? options.language : DEFAULT_LANGUAGE;
  const strings = options.frameOnly
    ? await loadStrings(language, 'frame')
    : await loadLanguage(language);
  await instance.init({
    resources: { [language]: { [DEFAULT_NAMESPACE]: strings } },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes on render; double escaping would show entities to the listener.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (!options.frameOnly) markAppStrings(instance, language);
  return instance;
}

/** The languages whose `app` strings (those beyond the frame) each instance holds. */
const appStringsLoaded = new WeakMap<I18nInstance, Set<Language>>();

function hasAppStrings(instance: I18nInstance, language: Language): boolean {
  return appStringsLoaded.get(instance)?.has(language) ?? false;
}

function markAppStrings(instance: I18nInstance, language: Language): void {
  const loaded = appStringsLoaded.get(instance) ?? new Set<Language>();
  loaded.add(language);
  appStringsLoaded.set(instance, loaded);
}

/**
 * Adds the `app` strings of the instance's language to an instance created `frameOnly`; what
 * the screens, the play bar and the toasts show. Does nothing when they are there already.
 */
export async function loadAppStrings(instance: I18nInstance): Promise<void> {
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  if (hasAppStrings(instance, language)) return;
  const app = await loadStrings(language, 'app');
  instance.addResourceBundle(language, DEFAULT_NAMESPACE, app, true, false);
  markAppStrings(instance, language);
}

/** Loads a language's resources when the instance has not got them yet, then switches to it. */
export async function switchLanguage(instance: I18nInstance, language: Language): Promise<void> {
  if (!hasAppStrings(instance, language)) {
    instance.addResourceBundle(language, DEFAULT_NAMESPACE, await loadLanguage(language), true);
    markAppStrings(instance, language);
  }
  await instance.changeLanguage(language);
}

/** An i18next instance as {@link createI18n} returns it. */
export type { I18nInstance };
