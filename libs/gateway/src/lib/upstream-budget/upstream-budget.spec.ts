import { createGatewayMetrics } from '../observability/metrics';
import {
  BUDGET_WINDOW_MS,
  createUpstreamBudget,
  type UpstreamBudgetOptions,
} from './upstream-budget';

const anonymous = { kind: 'anonymous' } as const;
const account = (name: string) => ({ kind: 'account', account: name }) as const;

describe('createUpstreamBudget (in memory, on a fake clock)', () => {
  let waits: number[];
  let metrics: ReturnType<typeof createGatewayMetrics>;

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    waits = [];
    metrics = createGatewayMetrics();
  });
  afterEach(() => jest.useRealTimers());

  function budget(options: Partial<UpstreamBudgetOptions>) {
    return createUpstreamBudget({
      accountPerMinute: 60,
      anonymousPerMinute: 120,
      maxWaitMs: 0,
      metrics,
      wait: async (ms) => {
        waits.push(ms);
        jest.advanceTimersByTime(ms);
      },
      ...options,
    });
  }

  async function takeMany(take: () => Promise<{ ok: boolean }>, count: number) {
    const outcomes = [];
    for (let i = 0; i < count; i++) outcomes.push((await take()).ok);
    return outcomes.filter(Boolean).length;
  }

  it('lets a sixth of the per-minute budget through in each 10 s window', async () => {
    const limited = budget({});
    expect(await takeMany(() => limited.take(account('a')), 15)).toBe(10);
    expect(await takeMany(() => limited.take(anonymous), 25)).toBe(20);
    jest.advanceTimersByTime(BUDGET_WINDOW_MS);
    expect(await takeMany(() => limited.take(account('a')), 15)).toBe(10);
  });

  it('gives every login its own budget, and the anonymous callers one between them', async () => {
    const limited = budget({});
    expect(await takeMany(() => limited.take(account('a')), 10)).toBe(10);
    expect(await takeMany(() => limited.take(account('b')), 10)).toBe(10);
    expect((await limited.take(account('a'))).ok).toBe(false);
    expect(await takeMany(() => limited.take(anonymous), 20)).toBe(20);
  });

  it('refuses with the seconds until the window has room, and counts the refusal', async () => {
    const limited = budget({ accountPerMinute: 6 });
    expect((await limited.take(account('a'))).ok).toBe(true);
    jest.advanceTimersByTime(3_000);
    expect(await limited.take(account('a'))).toEqual({ ok: false, retryAfterSeconds: 7 });
    expect(await metrics.registry.metrics()).toContain(
      'cadenza_upstream_budget_total{pool="account",outcome="refused"} 1',
    );
  });

  it('makes a call wait for the next window when that comes soon enough', async () => {
    const limited = budget({ accountPerMinute: 6, maxWaitMs: BUDGET_WINDOW_MS + 100 });
    expect((await limited.take(account('a'))).ok).toBe(true);
    expect((await limited.take(account('a'))).ok).toBe(true);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(BUDGET_WINDOW_MS);
    expect(await metrics.registry.metrics()).toContain(
      'cadenza_upstream_budget_total{pool="account",outcome="waited"} 1',
    );
  });

  it('does not count a refused call against the next window', async () => {
    const limited = budget({ accountPerMinute: 6 });
    await limited.take(account('a'));
    for (let i = 0; i < 5; i++) expect((await limited.take(account('a'))).ok).toBe(false);
    jest.advanceTimersByTime(BUDGET_WINDOW_MS);
    expect((await limited.take(account('a'))).ok).toBe(true);
  });

  it('is off at 0', async () => {
    const open = budget({ accountPerMinute: 0, anonymousPerMinute: 0 });
    expect(await takeMany(() => open.take(account('a')), 500)).toBe(500);
    expect(await takeMany(() => open.take(anonymous), 500)).toBe(500);
  });
});
