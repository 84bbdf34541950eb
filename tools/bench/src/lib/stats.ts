/** The median of some numbers (NaN for none). */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The q-quantile (0–1) by linear interpolation between the closest ranks (NaN for none). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const lowValue = sorted[low] ?? Number.NaN;
  return lowValue + ((sorted[high] ?? lowValue) - lowValue) * (at - low);
}
