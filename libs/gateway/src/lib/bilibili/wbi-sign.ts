import { createHash } from 'node:crypto';

/** The two halves of Bilibili's WBI key, as `/x/web-interface/nav` names them. */
export interface WbiKeys {
  imgKey: string;
  subKey: string;
}

/**
 * Bilibili's published 64-entry shuffle: the mixin key is `imgKey + subKey` read in this
 * order, cut to 32 characters (contract §4.1).
 */
export const WBI_MIXIN_KEY_TABLE: readonly number[] = [
  46, 47, 18, 2, 53, 8, 23, 32, 15, 50, 10, 31, 58, 3, 45, 35, 27, 43, 5, 49, 33, 9, 42, 19, 29, 28,
  14, 39, 12, 38, 41, 13, 37, 48, 7, 16, 24, 55, 40, 61, 26, 17, 0, 1, 60, 51, 30, 4, 22, 25, 54,
  21, 56, 59, 6, 63, 57, 62, 11, 36, 20, 34, 44, 52,
];

/** Characters Bilibili's web client drops from every value before signing. */
const STRIPPED_CHARACTERS = /[!'()*]/g;

/** The 32-character mixin key of a key pair. */
export function wbiMixinKey(keys: WbiKeys): string {
  const joined = keys.imgKey + keys.subKey;
  let mixed = '';
  for (const index of WBI_MIXIN_KEY_TABLE) mixed += joined.charAt(index);
  return mixed.slice(0, 32);
}

/**
 * The key a WBI image URL carries: its file name without the extension
 * (`https://i0.hdslb.com/bfs/wbi/7cd0….png` → `7cd0…`); empty when the URL has none.
 */
export function wbiKeyFromUrl(imageUrl: string): string {
  const name = imageUrl.slice(imageUrl.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot === -1 ? name : name.slice(0, dot);
}

/**
 * Signs a request's parameters as Bilibili's web client does and returns the query string to
 * send: `wts` (unix seconds) is added, the keys are sorted, `!'()*` are removed from values,
 * keys and values are URI-encoded, and `w_rid = md5(query + mixinKey)` is appended last.
 */
export function signWbiQuery(
  params: Readonly<Record<string, string>>,
  keys: WbiKeys,
  nowSec: number,
): string {
  const all: Record<string, string> = { ...params, wts: String(Math.floor(nowSec)) };
  const query = Object.keys(all)
    .sort()
    .map((key) => {
      const value = (all[key] ?? '').replace(STRIPPED_CHARACTERS, '');
      return `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
    })
    .join('&');
  const wRid = createHash('md5')
    .update(query + wbiMixinKey(keys), 'utf8')
    .digest('hex');
  return `${query}&w_rid=${wRid}`;
}
