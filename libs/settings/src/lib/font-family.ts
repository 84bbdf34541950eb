/** The font used when the user has chosen none (spec §3 default). */
export const DEFAULT_FONT_FAMILY = 'system-ui';

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
]);

/**
 * The chosen fonts in priority order (spec §3), from the stored CSS `font-family` value:
 * quotes removed, blanks and repeats dropped.
 */
export function splitFontFamilies(value: string): string[] {
  const names = value
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2')
        .trim(),
    )
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/**
 * The CSS `font-family` value for fonts in priority order: names other than generic families
 * are quoted; an empty list gives {@link DEFAULT_FONT_FAMILY}.
 */
export function joinFontFamilies(names: readonly string[]): string {
  const unique = [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
  if (unique.length === 0) return DEFAULT_FONT_FAMILY;
  return unique
    .map((name) => (GENERIC_FAMILIES.has(name) ? name : `"${name.replace(/"/g, '')}"`))
    .join(', ');
}
