import type { ClientRateLimitInfo, Store } from 'express-rate-limit';

/**
 * An express-rate-limit store counting hits per key in fixed windows, on an injected clock (the
 * library's memory store runs its own timers, which a test cannot move). Expired windows are
 * swept as new hits arrive, so memory is bounded by the clients of one window.
 */
export class FixedWindowStore implements Store {
  readonly localKeys = true;
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();
  private lastSweep: number;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {
    this.lastSweep = now();
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const window = this.live(key);
    return window ? { totalHits: window.hits, resetTime: new Date(window.resetAt) } : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.now();
    if (now - this.lastSweep >= this.windowMs) this.sweep(now);
    const window = this.live(key) ?? { hits: 0, resetAt: now + this.windowMs };
    window.hits += 1;
    this.windows.set(key, window);
    return { totalHits: window.hits, resetTime: new Date(window.resetAt) };
  }

  decrement(key: string): void {
    const window = this.live(key);
    if (window && window.hits > 0) window.hits -= 1;
  }

  resetKey(key: string): void {
    this.windows.delete(key);
  }

  resetAll(): void {
    this.windows.clear();
  }

  private live(key: string) {
    const window = this.windows.get(key);
    if (window && this.now() >= window.resetAt) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(now: number) {
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (now >= window.resetAt) this.windows.delete(key);
  }
}
