import type { CommonResource } from './locales';

type Join<Prefix extends string, Key extends string> = Prefix extends '' ? Key : `${Prefix}.${Key}`;

type LeafKeys<Node, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? Join<Prefix, Key>
    : LeafKeys<Node[Key], Join<Prefix, Key>>;
}[keyof Node & string];

/** The plural forms i18next picks from with `{ count }` (`songCount_one`, `songCount_other`). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A plural family is addressed by its base key, as `t('common.songCount', { count })`. */
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

type ResourceLeafKey = LeafKeys<CommonResource>;

/**
 * Every dotted key of the source locale, e.g. `'nav.home'`, plus the base key of each plural
 * family (`'common.songCount'` for `common.songCount_one` / `_other`). Derived from the zh-CN
 * JSON, so a new resource is typed at once and a typo fails typecheck.
 */
export type TranslationKey = ResourceLeafKey | WithoutPlural<ResourceLeafKey>;

/** The key of a validation message (spec §5), e.g. `'validation.port'`. */
export type ValidationKey = Extract<TranslationKey, `validation.${string}`>;

/** The key of a message of the error catalogue (spec §8), e.g. `'errors.general.unknown'`. */
export type ErrorKey = Extract<TranslationKey, `errors.${string}`>;
