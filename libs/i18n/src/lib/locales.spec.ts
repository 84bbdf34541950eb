import { RESOURCES, SUPPORTED_LANGUAGES } from './locales';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (node === null || typeof node !== 'object')
    throw new Error(`not a string or object at ${prefix}`);
  return Object.entries(node).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

describe('bundled locales', () => {
  const source = leafKeys(RESOURCES['zh-CN'].common).sort();

  it.each(SUPPORTED_LANGUAGES)('%s has exactly the keys of zh-CN', (language) => {
    expect(leafKeys(RESOURCES[language].common).sort()).toEqual(source);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty strings', (language) => {
    const empty = leafKeys(RESOURCES[language].common).filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)[part],
          RESOURCES[language].common,
        );
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation placeholders in every language', () => {
    const lookup = (language: (typeof SUPPORTED_LANGUAGES)[number], key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)[part],
          RESOURCES[language].common,
        ) as string;
    const mismatched = source.filter(
      (key) =>
        placeholders(lookup('zh-CN', key)).join() !== placeholders(lookup('en-US', key)).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
