/**
 * A 32-bit integer hash of a seed and an index. The search corpus derives each of its 100,000
 * songs from `(seed, index)` alone, so any song can be built without generating the others.
 */
export function hash32(seed: number, index: number, salt = 0): number {
  let h =
    (seed ^ Math.imul(index + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** An element of a non-empty list chosen by a hash value. */
export function pickByHash<T>(items: readonly T[], hash: number): T {
  if (items.length === 0) throw new RangeError('cannot pick from an empty list');
  return items[hash % items.length] as T;
}

/** 32-bit FNV-1a over the UTF-16 code units of `text` (stable seeds from names and labels). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
