import { createHash } from 'node:crypto';

/**
 * Bilibili's fixed 64-entry permutation: `mixin_key` is the characters of `img_key + sub_key`
 * taken in this order, cut to 32 (BAC docs, "WBI 签名").
 */
export const MIXIN_KEY_ENC_TAB: readonly number[] = [
  46, 47, 18, 2, 53, 8, 23, 32, 15, 50, 10, 31, 58, 3, 45, 35, 27, 43, 5, 49, 33, 9, 42, 19, 29, 28,
  14, 39, 12, 38, 41, 13, 37, 48, 7, 16, 24, 55, 40, 61, 26, 17, 0, 1, 60, 51, 30, 4, 22, 25, 54,
  21, 56, 59, 6, 63, 57, 62, 11, 36, 20, 34, 44, 52,
];

/** How far a request's `wts` may be from the server's clock, in seconds. */
export const WBI_WTS_TOLERANCE_SEC = 10 * 60;

/** Parameters to sign: values are stringified as the real clients do (`String(value)`). */
export type WbiParams = Readonly<Record<string, string | number | boolean>>;

/** A signed request. */
export interface WbiSigned {
  /** Unix seconds added as `wts`. */
  wts: number;
  /** `md5(sortedQuery + mixinKey)`, hex. */
  w_rid: string;
  /** The sorted, filtered, encoded query with `wts`, followed by `&w_rid=…`: ready to append after `?`. */
  query: string;
}

/** Outcome of {@link verifyWbi}. */
export type WbiVerdict = 'ok' | 'missing' | 'stale' | 'invalid';

/** The 32-character `mixin_key` of a key pair. */
export function mixinKey(imgKey: string, subKey: string): string {
  const raw = imgKey + subKey;
  return MIXIN_KEY_ENC_TAB.map((index) => raw.charAt(index))
    .join('')
    .slice(0, 32);
}

/**
 * The query string that gets hashed: keys sorted, `!'()*` removed from values, keys and values
 * encoded with `encodeURIComponent` (upper-case hex, space as `%20`).
 */
export function wbiCanonicalQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .sort()
    .map(
      (key) => `${encodeURIComponent(key)}=${encodeURIComponent(stripReserved(params[key] ?? ''))}`,
    )
    .join('&');
}

/**
 * Signs `params` as Bilibili's web client does: adds `wts = nowSec`, builds the canonical query
 * and appends `w_rid = md5(query + mixinKey)`.
 */
export function wbiSign(
  params: WbiParams,
  imgKey: string,
  subKey: string,
  nowSec: number,
): WbiSigned {
  const wts = Math.floor(nowSec);
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) strings[key] = String(value);
  strings['wts'] = String(wts);
  const canonical = wbiCanonicalQuery(strings);
  const w_rid = md5Hex(canonical + mixinKey(imgKey, subKey));
  return { wts, w_rid, query: `${canonical}&w_rid=${w_rid}` };
}

/**
 * Checks a request's WBI signature the way the real API does: every parameter except `w_rid`
 * (including `wts`) is re-canonicalised and hashed with the mixin key. `wts` must be within
 * ±{@link WBI_WTS_TOLERANCE_SEC} of `nowSec`. Repeated keys count with their first value;
 * non-string values (nested `qs` objects) make the request invalid.
 */
export function verifyWbi(
  query: URLSearchParams | Readonly<Record<string, unknown>>,
  imgKey: string,
  subKey: string,
  nowSec: number,
): WbiVerdict {
  const entries = query instanceof URLSearchParams ? firstValues(query) : Object.entries(query);
  const params: Record<string, string> = {};
  let given: string | undefined;
  for (const [key, raw] of entries) {
    const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
    if (typeof value !== 'string') return 'invalid';
    if (key === 'w_rid') given = value;
    else params[key] = value;
  }
  const wtsText = params['wts'];
  if (given === undefined || wtsText === undefined) return 'missing';
  const wts = Number(wtsText);
  if (!/^\d+$/.test(wtsText) || Math.abs(wts - nowSec) > WBI_WTS_TOLERANCE_SEC) return 'stale';
  const expected = md5Hex(wbiCanonicalQuery(params) + mixinKey(imgKey, subKey));
  return given.toLowerCase() === expected ? 'ok' : 'invalid';
}

/** A fixed key pair for a catalogue seed: two 32-hex-digit "file names" as `/nav` reports them. */
export function deriveWbiKeys(seed: number): { imgKey: string; subKey: string } {
  return { imgKey: md5Hex(`ncm-sim:wbi:img:${seed}`), subKey: md5Hex(`ncm-sim:wbi:sub:${seed}`) };
}

function firstValues(search: URLSearchParams): [string, string][] {
  const seen = new Map<string, string>();
  for (const [key, value] of search) if (!seen.has(key)) seen.set(key, value);
  return [...seen];
}

function stripReserved(value: string): string {
  return value.replace(/[!'()*]/g, '');
}

function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}
