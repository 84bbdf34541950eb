import {
  MUSIC_SOURCES,
  PORT_RANGE,
  PROXY_PROTOCOLS,
  type MusicSource,
  type ProxyProtocol,
} from '../constants';
import { normalizeIp } from './ip-address';
import { invalid, valid, type FieldValidation, type ValidationMessage } from './validation-message';

const DIGITS = /^\d+$/;

function asTrimmedString(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A whole number from a number or a string of digits (form inputs give strings), else `null`. */
function asInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const text = asTrimmedString(value);
  return DIGITS.test(text) ? Number(text) : null;
}

/** A port: a whole number 1–65535, as a number or a string of digits → `validation.port`. */
export function validatePort(value: unknown): FieldValidation<number> {
  const port = asInteger(value);
  return port !== null && port >= PORT_RANGE.min && port <= PORT_RANGE.max
    ? valid(port)
    : invalid('validation.port');
}

/** Anything but `null`, `undefined`, blank text or an empty list → `validation.required`. */
export function validateRequired<T>(value: T | null | undefined): FieldValidation<T> {
  if (value === null || value === undefined) return invalid('validation.required');
  if (typeof value === 'string' && value.trim() === '') return invalid('validation.required');
  if (Array.isArray(value) && value.length === 0) return invalid('validation.required');
  return valid(value);
}

/**
 * A finite number within `[min, max]`, as a number or numeric text →
 * `validation.numberRange` with `{min, max}` (spec §5: "between {min} and {max}").
 */
export function validateNumberRange(
  value: unknown,
  range: { min: number; max: number },
): FieldValidation<number> {
  const text = typeof value === 'string' ? value.trim() : null;
  const number = typeof value === 'number' ? value : text ? Number(text) : Number.NaN;
  return Number.isFinite(number) && number >= range.min && number <= range.max
    ? valid(number)
    : invalid('validation.numberRange', { min: range.min, max: range.max });
}

/** The realIP field: an IPv4 or IPv6 address, trimmed → `validation.realIp`. */
export function validateRealIp(value: unknown): FieldValidation<string> {
  const text = asTrimmedString(value);
  return normalizeIp(text) === null ? invalid('validation.realIp') : valid(text);
}

/** The proxy form as typed. */
export interface ProxyInput {
  protocol?: unknown;
  host?: unknown;
  port?: unknown;
}

/** A field of the proxy form. */
export type ProxyField = 'protocol' | 'host' | 'port';

/**
 * The proxy form's result: the cleaned proxy, or `validation.generic` ("Please check your
 * input") for the form with the reason of each failing field.
 */
export type ProxyValidation =
  | { ok: true; value: { protocol: ProxyProtocol; host: string; port: number } }
  | {
      ok: false;
      message: ValidationMessage;
      fields: Partial<Record<ProxyField, ValidationMessage>>;
    };

/**
 * Checks the proxy form (spec §5): a protocol among {@link PROXY_PROTOCOLS}
 * (`validation.proxyProtocol`), a host without blanks (`validation.proxyHost`) and a valid port.
 */
export function validateProxy(input: ProxyInput): ProxyValidation {
  const fields: Partial<Record<ProxyField, ValidationMessage>> = {};
  const protocol = PROXY_PROTOCOLS.find((candidate) => candidate === input.protocol);
  if (!protocol) fields.protocol = { key: 'validation.proxyProtocol' };
  const host = asTrimmedString(input.host);
  if (host === '' || /\s/.test(host)) fields.host = { key: 'validation.proxyHost' };
  const port = validatePort(input.port);
  if (!port.ok) fields.port = port.message;
  if (!protocol || fields.host || !port.ok) {
    return { ok: false, message: { key: 'validation.generic' }, fields };
  }
  return { ok: true, value: { protocol, host, port: port.value } };
}

/**
 * The enabled music sources: known sources only, each once, at least one →
 * `validation.musicSources`.
 */
export function validateMusicSources(value: unknown): FieldValidation<MusicSource[]> {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const sources = MUSIC_SOURCES.filter((source) => list.includes(source));
  return sources.length > 0 ? valid(sources) : invalid('validation.musicSources');
}

/** A playlist name, trimmed and not empty → `validation.playlistName`. */
export function validatePlaylistName(value: unknown): FieldValidation<string> {
  const name = asTrimmedString(value);
  return name === '' ? invalid('validation.playlistName') : valid(name);
}

/** The download folder must be chosen before downloading → `validation.downloadPath`. */
export function validateDownloadPath(value: unknown): FieldValidation<string> {
  const path = asTrimmedString(value);
  return path === '' ? invalid('validation.downloadPath') : valid(path);
}

/** Batch actions need selected songs → `validation.selectSongsFirst`. */
export function validateSelection<T>(
  selected: readonly T[] | null | undefined,
): FieldValidation<T[]> {
  return selected && selected.length > 0
    ? valid([...selected])
    : invalid('validation.selectSongsFirst');
}

/** Playlist actions need a logged-in user → `validation.loginFirst`. */
export function validateLoggedIn<U>(user: U | null | undefined): FieldValidation<U> {
  return user === null || user === undefined ? invalid('validation.loginFirst') : valid(user);
}

/** A user id: a positive safe integer, as a number or digits → `validation.invalidUserId`. */
export function validateUserId(value: unknown): FieldValidation<number> {
  const id = asInteger(value);
  return id !== null && id > 0 && Number.isSafeInteger(id)
    ? valid(id)
    : invalid('validation.invalidUserId');
}
