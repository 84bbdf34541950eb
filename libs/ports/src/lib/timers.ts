/**
 * Timers as a port, so time-based rules (retries, timeouts, the sleep timer, lyric ticks, fades)
 * run on a fake clock in tests (architecture decision 2). Handles are opaque: whatever the
 * implementation's `setTimeout`/`setInterval` returned. A consumer that needs only timeouts asks
 * for `Pick<Timers, 'setTimeout' | 'clearTimeout'>`.
 */
export interface Timers {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, intervalMs: number): unknown;
  clearInterval(handle: unknown): void;
}

type TimerHandle = Parameters<typeof globalThis.clearTimeout>[0];

/**
 * The platform's timers (browser or Node). Each call looks the global up at that moment, so a
 * fake clock installed later still applies; and each wraps it in an arrow, because a bare
 * `window.setTimeout` called as a method of another object throws "Illegal invocation".
 */
export function platformTimers(): Timers {
  return {
    setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as TimerHandle),
    setInterval: (callback, intervalMs) => globalThis.setInterval(callback, intervalMs),
    clearInterval: (handle) => globalThis.clearInterval(handle as TimerHandle),
  };
}
