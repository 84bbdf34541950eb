/** Timers as a port, so the player's rules run on a fake clock in tests (architecture decision 2). */
export interface Scheduler {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, intervalMs: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The platform's timers (browser or Node). Built on call, never at import. */
export function createPlatformScheduler(): Scheduler {
  return {
    setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
    clearTimeout: (handle) =>
      globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
    setInterval: (callback, intervalMs) => globalThis.setInterval(callback, intervalMs),
    clearInterval: (handle) =>
      globalThis.clearInterval(handle as Parameters<typeof globalThis.clearInterval>[0]),
  };
}
