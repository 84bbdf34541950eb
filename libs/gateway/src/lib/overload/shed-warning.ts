/** Records one refused call; see {@link createShedWarning}. */
export type RecordShed = (reason: string) => void;

/**
 * Logs load shedding as a summary at most once per `intervalMs` instead of a line per refused
 * call: under overload the gateway refuses thousands of calls a second, and writing a log line
 * for each would spend the CPU it is trying to save (the metrics count every one). The first
 * refusal after a quiet interval is logged at once, so the start of an overload is never late.
 */
export function createShedWarning(
  warn: (fields: { shed: number; reasons: Record<string, number> }) => void,
  intervalMs: number,
  now: () => number = Date.now,
): RecordShed {
  let lastLogged = -Infinity;
  let reasons: Record<string, number> = {};
  let pending = 0;
  return (reason) => {
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    pending++;
    const time = now();
    if (time - lastLogged < intervalMs) return;
    warn({ shed: pending, reasons });
    lastLogged = time;
    reasons = {};
    pending = 0;
  };
}
