/**
 * A resource tree flattened to its dotted keys, e.g. `{ 'nav.home': '首页' }`. Anything but
 * nested objects with string leaves (arrays, numbers, null) is refused, because i18next would
 * not translate it as a plain key.
 */
export function flattenResource(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    throw new Error(`not a string or an object at "${prefix}"`);
  }
  return Object.fromEntries(
    Object.entries(node).flatMap(([key, child]) =>
      Object.entries(flattenResource(child, prefix ? `${prefix}.${key}` : key)),
    ),
  );
}

/** The `{{name}}` interpolation placeholders of a text, sorted (repeats kept). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** The keys a text nests with i18next's `$t(key)`, sorted. */
export function nestedKeysOf(text: string): string[] {
  return [...text.matchAll(/\$t\(([^,)]+)/g)].map((match) => (match[1] ?? '').trim()).sort();
}
