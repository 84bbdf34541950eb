import enUSCommon from '../locales/en-US/common.json';
import zhCNCommon from '../locales/zh-CN/common.json';

/** Languages the interface is fully translated into, in menu order. */
export const SUPPORTED_LANGUAGES = ['zh-CN', 'en-US'] as const;

/** One of the interface languages. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The language used when nothing is stored (spec §9: default zh-CN). */
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** The language a missing key falls back to (spec §9: fallback en-US). */
export const FALLBACK_LANGUAGE: Language = 'en-US';

/** The namespace every key of this lib lives in. */
export const DEFAULT_NAMESPACE = 'common';

/** The source-of-truth resource shape; every other language must match it key for key. */
export type CommonResource = typeof zhCNCommon;

/** All bundled resources, keyed by language then namespace. */
export const RESOURCES: Record<Language, { common: CommonResource }> = {
  'zh-CN': { common: zhCNCommon },
  'en-US': { common: enUSCommon },
};

/** Narrows an arbitrary value to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
