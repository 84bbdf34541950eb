import type zhCNCommon from '../locales/zh-CN/common.json';

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

/**
 * Each language's resources in a chunk of its own, loaded when the language is first used: a
 * listener downloads one language, not both.
 */
const LOADERS: Record<Language, () => Promise<{ default: CommonResource }>> = {
  'zh-CN': () => import('../locales/zh-CN/common.json'),
  'en-US': () => import('../locales/en-US/common.json'),
};

/** The `common` resources of a language. */
export async function loadLanguage(language: Language): Promise<CommonResource> {
  return (await LOADERS[language]()).default;
}

/** Narrows an arbitrary value to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
