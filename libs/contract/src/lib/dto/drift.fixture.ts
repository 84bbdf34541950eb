import type { z } from 'zod/mini';

// Test helpers for the DTO specs: make realistic drift from a contract sample and name the
// path where a schema rejects it. Not exported from the library entry.

/** One step into a JSON sample: an object key or an array index. */
export type JsonPathSegment = string | number;

/** Marker asking {@link withDrift} to delete the key instead of setting it. */
export const REMOVE = Symbol('remove');

/**
 * A deep copy of `sample` with the value at `path` replaced by `value` (or deleted when `value`
 * is {@link REMOVE}). Throws when the path does not exist, so a typo cannot make a test vacuous.
 */
export function withDrift(
  sample: unknown,
  path: readonly JsonPathSegment[],
  value: unknown,
): unknown {
  const copy: unknown = structuredClone(sample);
  if (path.length === 0) return value;
  let node: unknown = copy;
  for (const segment of path.slice(0, -1)) {
    node = stepInto(node, segment, path);
  }
  const last = path[path.length - 1] ?? '';
  const parent = asContainer(node, path);
  if (!(last in parent)) throw new Error(`no key "${String(last)}" at ${path.join('.')}`);
  if (value === REMOVE) {
    delete parent[last];
  } else {
    parent[last] = value;
  }
  return copy;
}

/**
 * The dotted path of the first issue `schema` reports for `raw` (`''` for the root), or `null`
 * when `raw` is accepted.
 */
export function firstIssuePath(schema: z.ZodMiniType, raw: unknown): string | null {
  const result = schema.safeParse(raw);
  if (result.success) return null;
  const first = result.error.issues[0];
  return (first?.path ?? []).map(String).join('.');
}

function stepInto(
  node: unknown,
  segment: JsonPathSegment,
  path: readonly JsonPathSegment[],
): unknown {
  const container = asContainer(node, path);
  if (!(segment in container)) throw new Error(`no key "${String(segment)}" in ${path.join('.')}`);
  return container[segment];
}

function asContainer(
  node: unknown,
  path: readonly JsonPathSegment[],
): Record<JsonPathSegment, unknown> {
  if (typeof node !== 'object' || node === null) {
    throw new Error(`cannot walk into a non-object along ${path.join('.')}`);
  }
  return node as Record<JsonPathSegment, unknown>;
}
