import { createGatewayMetrics } from '../observability/metrics';
import { createAnswerCache } from './answer-cache';
import type { CachedAnswer } from './cached-answer';

function answerOf(text: string, expiresAt: number): CachedAnswer {
  const body = Buffer.from(text);
  return { contentType: 'application/json', body, gzip: body, expiresAt };
}

describe('the response cache in memory', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('serves an answer until it expires, then misses', async () => {
    const cache = createAnswerCache({ maxBytes: 1 << 20, metrics: createGatewayMetrics(), now });
    cache.store('k', answerOf('{"code":200}', clock + 5_000));
    expect((await cache.lookup('k'))?.answer.body.toString()).toBe('{"code":200}');
    expect((await cache.lookup('k'))?.tier).toBe('memory');
    clock += 5_000;
    expect(await cache.lookup('k')).toBeUndefined();
  });

  it('stays within its byte bound, dropping the least recently used', async () => {
    const cache = createAnswerCache({ maxBytes: 5_000, metrics: createGatewayMetrics(), now });
    const big = 'x'.repeat(600);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.store(key, answerOf(big, clock + 60_000));
    // Each entry takes 2 × 600 bytes plus bookkeeping: at most three fit.
    const kept = [];
    for (const key of ['a', 'b', 'c', 'd', 'e']) if (await cache.lookup(key)) kept.push(key);
    expect(kept).toEqual(['c', 'd', 'e']);
  });

  it('keeps nothing larger than its whole bound, and nothing with a size of 0', async () => {
    const small = createAnswerCache({ maxBytes: 100, metrics: createGatewayMetrics(), now });
    small.store('big', answerOf('y'.repeat(500), clock + 60_000));
    expect(await small.lookup('big')).toBeUndefined();
    const none = createAnswerCache({ maxBytes: 0, metrics: createGatewayMetrics(), now });
    none.store('k', answerOf('{}', clock + 60_000));
    expect(await none.lookup('k')).toBeUndefined();
  });

  it('counts hits and misses by tier', async () => {
    const metrics = createGatewayMetrics();
    const cache = createAnswerCache({ maxBytes: 1 << 20, metrics, now });
    await cache.lookup('k');
    cache.store('k', answerOf('{}', clock + 1_000));
    await cache.lookup('k');
    const text = await metrics.registry.metrics();
    expect(text).toContain('cadenza_response_cache_lookups_total{result="miss",tier="none"} 1');
    expect(text).toContain('cadenza_response_cache_lookups_total{result="hit",tier="memory"} 1');
  });
});
