/**
 * Every validation message of spec §5, as the i18n key that holds its text. The texts live in
 * `@cadenza/i18n` (both languages, under `validation.*`); this lib only names them, so it stays
 * free of translation data.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'validation.port',
  'validation.proxyProtocol',
  'validation.proxyHost',
  'validation.generic',
  'validation.realIp',
  'validation.numberRange',
  'validation.required',
  'validation.musicSources',
  'validation.playlistName',
  'validation.shortcutConflict',
  'validation.importLinksEmpty',
  'validation.importTextEmpty',
  'validation.importMetadataEmpty',
  'validation.invalidJson',
  'validation.downloadPath',
  'validation.selectSongsFirst',
  'validation.loginFirst',
  'validation.invalidUserId',
  'validation.origin',
] as const;

/** The i18n key of one validation message. */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/**
 * What a validator says when it refuses a value: an i18n key plus the interpolation values its
 * text needs (`validation.numberRange` takes `{min, max}`). Render it with `t(key, params)`.
 */
export interface ValidationMessage {
  key: ValidationMessageKey;
  params?: Record<string, string | number>;
}

/** The result of a validator: the cleaned value, or the message to show. */
export type FieldValidation<T> = { ok: true; value: T } | { ok: false; message: ValidationMessage };

/** Shorthand for a refusal with the given key. */
export function invalid(
  key: ValidationMessageKey,
  params?: Record<string, string | number>,
): { ok: false; message: ValidationMessage } {
  return { ok: false, message: params ? { key, params } : { key } };
}

/** Shorthand for an accepted, cleaned value. */
export function valid<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
