import { setTimeout as sleep } from 'node:timers/promises';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import type { GatewayMetrics } from '../observability/metrics';
import type { RedisLink } from '../shared-state/redis-link';
import { SharedCounterStore } from '../shared-state/shared-counter-store';

/** Whose NetEase calls a budget counts: one login's, or every anonymous listener's together. */
export type BudgetPool = { kind: 'anonymous' } | { kind: 'account'; account: string };

/** The outcome of {@link UpstreamBudget.take}. */
export type BudgetDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Holds NetEase calls back so that no account, and no gateway address, trips risk control. */
export interface UpstreamBudget {
  /** Resolves when the call may go, after a short wait if need be, or with a refusal. */
  take(pool: BudgetPool): Promise<BudgetDecision>;
}

/** Options of {@link createUpstreamBudget}. */
export interface UpstreamBudgetOptions {
  /** Calls per minute per login, and for the anonymous pool; 0 turns that budget off. */
  accountPerMinute: number;
  anonymousPerMinute: number;
  /** Longest a call waits for room before it is refused. */
  maxWaitMs: number;
  /** Counts shared by every replica when given. */
  redis?: RedisLink;
  metrics: GatewayMetrics;
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * The budget is counted in windows of a sixth of a minute, each allowing a sixth of the
 * per-minute budget: a fixed one-minute window would let twice the budget through across a
 * window's edge, while six windows let no sliding minute see more than 7/6 of it.
 */
export const BUDGET_WINDOW_MS = 10_000;
const WINDOWS_PER_MINUTE = 60_000 / BUDGET_WINDOW_MS;

const OPEN: BudgetDecision = { ok: true };

/**
 * Budgets of upstream calls (cache hits never count), counted with express-rate-limit's stores:
 * in Redis for all replicas when it is there, in memory otherwise. A call past its budget
 * waits for the next window when that comes within `maxWaitMs`; otherwise it is refused with
 * the seconds until there is room.
 */
export function createUpstreamBudget(options: UpstreamBudgetOptions): UpstreamBudget {
  const { redis, metrics, maxWaitMs, now = Date.now, wait = sleep } = options;
  const counter = (prefix: string): Store => {
    const store =
      redis === undefined
        ? new MemoryStore()
        : new SharedCounterStore(redis, 'upstream_budget', prefix);
    void store.init?.({ windowMs: BUDGET_WINDOW_MS } as Options);
    return store;
  };
  const pools = {
    account: { store: counter('ub:acct:'), limit: perWindow(options.accountPerMinute) },
    anonymous: { store: counter('ub:anon:'), limit: perWindow(options.anonymousPerMinute) },
  };

  return {
    async take(pool) {
      const { store, limit } = pools[pool.kind];
      if (limit === 0) return OPEN;
      const key = pool.kind === 'account' ? pool.account : 'all';
      const deadline = now() + maxWaitMs;
      for (let waited = false; ; waited = true) {
        const { totalHits, resetTime } = await store.increment(key);
        if (totalHits <= limit) {
          if (waited) metrics.upstreamBudget.inc({ pool: pool.kind, outcome: 'waited' });
          return OPEN;
        }
        // A call held back is not a call: it does not eat into the next caller's room.
        await store.decrement(key);
        const roomAt = resetTime?.getTime() ?? now() + BUDGET_WINDOW_MS;
        if (roomAt > deadline) {
          metrics.upstreamBudget.inc({ pool: pool.kind, outcome: 'refused' });
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((roomAt - now()) / 1000)) };
        }
        // Spread the callers woken together over a few ms so they do not all miss again at once.
        await wait(Math.max(0, roomAt - now()) + Math.random() * 20);
      }
    },
  };
}

function perWindow(perMinute: number): number {
  return perMinute === 0 ? 0 : Math.max(1, Math.ceil(perMinute / WINDOWS_PER_MINUTE));
}
