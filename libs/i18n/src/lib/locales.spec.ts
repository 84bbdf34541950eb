import { RESOURCES } from './all-resources';
import { SUPPORTED_LANGUAGES, type Language } from './locales';
import { flattenResource, nestedKeysOf, placeholdersOf } from './resource-tree';

const flat = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, flattenResource(RESOURCES[language].common)]),
) as Record<Language, Record<string, string>>;
const sourceKeys = Object.keys(flat['zh-CN']).sort();
const text = (language: Language, key: string): string => flat[language][key] ?? '';

describe('bundled locales', () => {
  it('holds a full interface worth of strings', () => {
    expect(sourceKeys.length).toBeGreaterThan(700);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has exactly the keys of zh-CN', (language) => {
    expect(Object.keys(flat[language]).sort()).toEqual(sourceKeys);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty strings', (language) => {
    const empty = Object.entries(flat[language])
      .filter(([, value]) => value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation placeholders in every language', () => {
    const mismatched = sourceKeys.filter((key) =>
      SUPPORTED_LANGUAGES.some(
        (language) =>
          placeholdersOf(text(language, key)).join() !== placeholdersOf(text('zh-CN', key)).join(),
      ),
    );
    expect(mismatched).toEqual([]);
  });

  it('nests the same keys in every language, and only keys that exist', () => {
    const broken = sourceKeys.filter((key) =>
      SUPPORTED_LANGUAGES.some((language) => {
        const nested = nestedKeysOf(text(language, key));
        return (
          nested.join() !== nestedKeysOf(text('zh-CN', key)).join() ||
          nested.some((target) => !(target in flat[language]))
        );
      }),
    );
    expect(broken).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s writes placeholders as {{name}}, never {name}', (language) => {
    const single = Object.entries(flat[language])
      .filter(([, value]) => /(^|[^{])\{\s*\w+\s*\}(?!\})/.test(value))
      .map(([key]) => key);
    expect(single).toEqual([]);
  });

  it('completes every plural family with an _other form and never mixes it with a plain key', () => {
    const families = sourceKeys
      .map((key) => /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1])
      .filter((base): base is string => base !== undefined);
    const broken = families.filter(
      (base) => !sourceKeys.includes(`${base}_other`) || sourceKeys.includes(base),
    );
    expect(broken).toEqual([]);
  });

  it('uses no i18next separator inside a key segment', () => {
    expect(sourceKeys.filter((key) => key.includes(':'))).toEqual([]);
  });
});
