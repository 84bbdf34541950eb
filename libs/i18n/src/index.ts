export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguage,
  type Language,
} from './lib/locales';
export {
  createI18n,
  loadAppStrings,
  switchLanguage,
  type CreateI18nOptions,
  type I18nInstance,
} from './lib/create-i18n';
export type { ErrorKey, TranslationKey, ValidationKey } from './lib/translation-key';
export {
  MISSING_COUNT,
  MISSING_COUNTDOWN,
  MISSING_DURATION,
  formatCount,
  formatCountdown,
  formatDuration,
} from './lib/format';
