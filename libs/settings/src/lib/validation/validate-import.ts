import { invalid, valid, type FieldValidation } from './validation-message';

/** One song of a metadata import (spec §3 "Import": song, artist and album names). */
export interface ImportMetadataEntry {
  name: string;
  artist: string;
  album: string;
}

function nonEmptyLines(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Links to import, one per line or separated by blanks or commas; none →
 * `validation.importLinksEmpty`.
 */
export function validateImportLinks(value: unknown): FieldValidation<string[]> {
  const links =
    typeof value === 'string' ? value.split(/[\s,]+/).filter((link) => link !== '') : [];
  return links.length > 0 ? valid(links) : invalid('validation.importLinksEmpty');
}

/**
 * Text import: one song per line, song name then artist name (spec §5). Gives the non-blank
 * lines, trimmed; none → `validation.importTextEmpty`.
 */
export function validateImportText(value: unknown): FieldValidation<string[]> {
  const lines = nonEmptyLines(value);
  return lines.length > 0 ? valid(lines) : invalid('validation.importTextEmpty');
}

function asEntry(item: unknown): ImportMetadataEntry | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const { name, artist = '', album = '' } = item as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (typeof artist !== 'string' || typeof album !== 'string') return null;
  return { name: name.trim(), artist: artist.trim(), album: album.trim() };
}

/**
 * Metadata import: a JSON array of `{name, artist?, album?}`. Blank text or `[]` →
 * `validation.importMetadataEmpty`; text that is not JSON, or JSON of another shape →
 * `validation.invalidJson` ("Invalid JSON format").
 */
export function validateImportMetadata(value: unknown): FieldValidation<ImportMetadataEntry[]> {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return invalid('validation.importMetadataEmpty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid('validation.invalidJson');
  }
  if (!Array.isArray(parsed)) return invalid('validation.invalidJson');
  if (parsed.length === 0) return invalid('validation.importMetadataEmpty');
  const entries = parsed.map(asEntry);
  return entries.every((entry): entry is ImportMetadataEntry => entry !== null)
    ? valid(entries)
    : invalid('validation.invalidJson');
}
