/** A value from {@link RefreshingValue.get}, and whether this call had to load it. */
export interface Refreshed<T> {
  value: T;
  /** True when the value was loaded for this call (or a load already under way was joined). */
  fresh: boolean;
}

/**
 * One lazily loaded value kept for `ttlMs` (the WBI keys, the buvid). Concurrent callers share
 * one load; a failed load is not remembered, so the next call tries again.
 */
export class RefreshingValue<T> {
  private cached: { value: T; loadedAt: number } | undefined;
  private loading: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  async get(): Promise<Refreshed<T>> {
    const cached = this.cached;
    if (cached && this.now() - cached.loadedAt < this.ttlMs) {
      return { value: cached.value, fresh: false };
    }
    if (!this.loading) {
      const loading = this.load().then((value) => {
        this.cached = { value, loadedAt: this.now() };
        return value;
      });
      this.loading = loading;
      // Clear the slot whatever the outcome, but only if no newer load replaced it.
      const clear = () => {
        if (this.loading === loading) this.loading = undefined;
      };
      loading.then(clear, clear);
    }
    return { value: await this.loading, fresh: true };
  }

  /** Forgets the value, so the next {@link get} loads it again. */
  invalidate(): void {
    this.cached = undefined;
  }
}
