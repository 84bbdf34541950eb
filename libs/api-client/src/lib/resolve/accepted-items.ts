import type { z } from 'zod/mini';

/** The entries of `list` that `schema` accepts, in order; others (and a non-array) are skipped. */
export function acceptedItems<T>(list: unknown, schema: z.ZodMiniType<T>): T[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
