const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count as people read it: "860 B", "3.4 MB" (1 decimal from KB on, 1024 per step). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
