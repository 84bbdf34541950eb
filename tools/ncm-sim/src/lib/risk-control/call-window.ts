/** Below this many dropped slots a window's array is left alone: compacting it would cost more. */
const COMPACT_AFTER = 64;

/**
 * One key's calls in a sliding window, exact to the millisecond: a call at `t` counts while
 * `now − t < windowMs`. It keeps only the latest `limit` timestamps, because whether `limit` calls
 * already fell in the window is all a decision needs; so a key holds at most `limit` of them
 * however hard it is hammered, and each call costs amortised O(1).
 */
export class CallWindow {
  private times: number[] = [];
  /** Index of the oldest timestamp still kept; slots before it are dropped. */
  private head = 0;

  /**
   * Records a call at `nowMs` and says whether `limit` calls (refused ones included) already fell
   * in the window before it, i.e. whether this call is over the limit. Timestamps must not go
   * backwards (the simulator's clock does not, short of a reset, which clears the windows).
   */
  record(nowMs: number, limit: number, windowMs: number): boolean {
    const times = this.times;
    const start = nowMs - windowMs;
    while (this.head < times.length && (times[this.head] ?? Number.POSITIVE_INFINITY) <= start) {
      this.head++;
    }
    const over = times.length - this.head >= limit;
    times.push(nowMs);
    if (times.length - this.head > limit) this.head = times.length - limit;
    if (this.head > COMPACT_AFTER && this.head * 2 > times.length) {
      this.times = times.slice(this.head);
      this.head = 0;
    }
    return over;
  }

  /** Timestamps kept (at most the `limit` of the last call). */
  get size(): number {
    return this.times.length - this.head;
  }

  /** Whether a call was recorded after `startMs`: false once the key has gone quiet. */
  hasCallAfter(startMs: number): boolean {
    const last = this.times[this.times.length - 1];
    return last !== undefined && last > startMs;
  }
}

/**
 * Sliding windows by key (an account, an address). Keys that went quiet for a whole window are
 * swept at most once a window, so memory follows the keys seen in the last two windows, each
 * holding at most its limit of timestamps.
 */
export class KeyedCallWindows<K> {
  private readonly windows = new Map<K, CallWindow>();
  private lastSweepMs = Number.NEGATIVE_INFINITY;

  constructor(readonly windowMs: number) {}

  /** Records a call of `key` at `nowMs`; true when it is over `limit` (see {@link CallWindow.record}). */
  record(key: K, nowMs: number, limit: number): boolean {
    if (nowMs - this.lastSweepMs >= this.windowMs) this.sweep(nowMs);
    let window = this.windows.get(key);
    if (!window) {
      window = new CallWindow();
      this.windows.set(key, window);
    }
    return window.record(nowMs, limit, this.windowMs);
  }

  /** Keys with a call in the window ending at `nowMs` (quiet ones are swept first). */
  activeKeys(nowMs: number): number {
    this.sweep(nowMs);
    return this.windows.size;
  }

  /** Timestamps kept for `key` (0 when it is not tracked). */
  keptFor(key: K): number {
    return this.windows.get(key)?.size ?? 0;
  }

  clear(): void {
    this.windows.clear();
    this.lastSweepMs = Number.NEGATIVE_INFINITY;
  }

  private sweep(nowMs: number): void {
    this.lastSweepMs = nowMs;
    const start = nowMs - this.windowMs;
    for (const [key, window] of this.windows) {
      if (!window.hasCallAfter(start)) this.windows.delete(key);
    }
  }
}
