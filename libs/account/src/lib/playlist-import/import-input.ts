import type { CreateImportTaskArgs, ImportEntry } from '@cadenza/api-client/react';
import type { TranslationKey } from '@cadenza/i18n';

/** The three ways to import (spec §1): playlist links, free text, metadata JSON. */
export type ImportMode = 'link' | 'text' | 'metadata';

/** The import modes in tab order. */
export const IMPORT_MODES: readonly ImportMode[] = ['link', 'text', 'metadata'];

/** What the listener typed, checked: the source to send, or the message that says what is wrong. */
export type ParsedImportInput =
  | { ok: true; source: CreateImportTaskArgs['source']; count: number }
  | { ok: false; errorKey: TranslationKey };

const EMPTY_MESSAGE: Record<ImportMode, TranslationKey> = {
  link: 'validation.importLinksEmpty',
  text: 'validation.importTextEmpty',
  metadata: 'validation.importMetadataEmpty',
};

function nonEmptyLines(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function textField(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : null;
}

/** One metadata entry, or null when it is not an object with a song name and text fields. */
function entryOf(value: unknown): ImportEntry | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const name = textField(record['name']);
  const artist = textField(record['artist']);
  const album = textField(record['album']);
  if (!name || artist === null || album === null) return null;
  return { name, artist, album };
}

/**
 * Checks an import input (spec §5): each mode's empty input has its own message; links are one
 * per line; text is one song per line (song name, then artist name) and is sent as typed, blank
 * lines dropped; metadata must be valid JSON ('Invalid JSON format') — an array of entries (or
 * one entry), each with a song name and optional artist and album names.
 */
export function parseImportInput(mode: ImportMode, raw: string): ParsedImportInput {
  const lines = nonEmptyLines(raw);
  if (lines.length === 0) return { ok: false, errorKey: EMPTY_MESSAGE[mode] };
  if (mode === 'link') return { ok: true, source: { link: lines }, count: lines.length };
  if (mode === 'text') return { ok: true, source: { text: lines.join('\n') }, count: lines.length };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, errorKey: 'validation.invalidJson' };
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  if (items.length === 0) return { ok: false, errorKey: EMPTY_MESSAGE.metadata };
  const entries = items.map(entryOf);
  if (entries.some((entry) => entry === null)) {
    return { ok: false, errorKey: 'import.metadata.invalidEntries' };
  }
  const local = entries.filter((entry): entry is ImportEntry => entry !== null);
  return { ok: true, source: { local }, count: local.length };
}
