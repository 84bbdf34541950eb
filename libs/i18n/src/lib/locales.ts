import type zhCNApp from '../locales/zh-CN/app.json';
import type zhCNFrame from '../locales/zh-CN/frame.json';

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

/**
 * The two parts of a language's strings: `frame`, what the first paint shows (menu, top bar,
 * placeholders, the shell's own notices), and `app`, everything else, loaded right after it.
 * Both go into the one `common` namespace.
 */
export type StringsPart = 'frame' | 'app';

/** The strings of the frame: the first paint's part. */
export type FrameResource = typeof zhCNFrame;

/** The source-of-truth resource shape; every other language must match it key for key. */
export type CommonResource = FrameResource & typeof zhCNApp;

type Loaders = Record<Language, () => Promise<{ default: Partial<CommonResource> }>>;

/**
 * Each part of each language in a chunk of its own, loaded when first needed: a listener
 * downloads one language, not both, and the first paint waits for its frame strings only.
 */
const LOADERS: Record<StringsPart, Loaders> = {
  frame: {
    'zh-CN': () => import('../locales/zh-CN/frame.json'),
    'en-US': () => import('../locales/en-US/frame.json'),
  },
  app: {
    'zh-CN': () => import('../locales/zh-CN/app.json'),
    'en-US': () => import('../locales/en-US/app.json'),
  },
};

/** One part of a language's `common` resources. */
export async function loadStrings(
  language: Language,
  part: StringsPart,
): Promise<Partial<CommonResource>> {
  return (await LOADERS[part][language]()).default;
}

/** Narrows an arbitrary value to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
