/**
 * A paging query value (`page`, `pagesize`, `count`) as a positive integer capped at `max`;
 * absent, malformed or below 1 gives `fallback`.
 */
export function positiveInt(
  text: string | null | undefined,
  fallback: number,
  max: number,
): number {
  const value = Number(text);
  return text !== null && text !== undefined && Number.isInteger(value) && value >= 1
    ? Math.min(value, max)
    : fallback;
}
