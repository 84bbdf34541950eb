import type { CommonResource } from './locales';

type Join<Prefix extends string, Key extends string> = Prefix extends '' ? Key : `${Prefix}.${Key}`;

type LeafKeys<Node, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? Join<Prefix, Key>
    : LeafKeys<Node[Key], Join<Prefix, Key>>;
}[keyof Node & string];

/** Every dotted key of the source locale, e.g. `'nav.home'`; a typo fails typecheck. */
export type TranslationKey = LeafKeys<CommonResource>;
