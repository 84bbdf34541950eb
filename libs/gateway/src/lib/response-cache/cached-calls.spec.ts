import { gunzipSync } from 'node:zlib';
import { createGatewayMetrics } from '../observability/metrics';
import { createAnswerCache } from './answer-cache';
import type { IncomingMessage } from 'node:http';
import { acceptsGzip, answerToKeep, createCachedCalls, wantsFresh } from './cached-calls';

function calls() {
  return createCachedCalls(
    createAnswerCache({ maxBytes: 1 << 20, metrics: createGatewayMetrics() }),
  );
}

describe('createCachedCalls', () => {
  it('makes the first request of a key fill it, and the ones meanwhile wait for its answer', async () => {
    const cached = calls();
    const first = await cached.begin('k', 60);
    expect(first.kind).toBe('fill');
    const second = cached.begin('k', 60);
    const answer = await answerToKeep(Buffer.from('{"code":200,"x":1}'), 'application/json', 60);
    if (first.kind !== 'fill' || answer === undefined) throw new Error('unexpected');
    first.fill.done(answer);
    await expect(second).resolves.toMatchObject({ kind: 'hit', tier: 'shared-flight' });
    await expect(cached.begin('k', 60)).resolves.toMatchObject({ kind: 'hit', tier: 'memory' });
  });

  it('lets the waiting requests call upstream themselves when the fill keeps nothing', async () => {
    const cached = calls();
    const first = await cached.begin('k', 60);
    const second = cached.begin('k', 60);
    if (first.kind !== 'fill') throw new Error('unexpected');
    first.fill.done();
    first.fill.done(); // a second end (the response's close) changes nothing
    await expect(second).resolves.toEqual({ kind: 'pass' });
    await expect(cached.begin('k', 60)).resolves.toMatchObject({ kind: 'fill' });
  });
});

describe('answerToKeep', () => {
  it('reads the top-level code whether the NCM server wrote it last or first', async () => {
    for (const text of ['{"a":{"code":500},"code":200}', '{"code":200,"a":1}', ' {"code":200}\n']) {
      expect(await answerToKeep(Buffer.from(text), 'application/json', 30)).toBeDefined();
    }
  });

  it('keeps a JSON success with its gzipped form and lifetime', async () => {
    const body = Buffer.from('{"songs":[],"code":200}');
    const kept = await answerToKeep(body, 'application/json', 30, 1_000);
    expect(kept?.expiresAt).toBe(31_000);
    expect(gunzipSync(kept?.gzip ?? Buffer.alloc(0)).equals(body)).toBe(true);
  });

  it('keeps no failure, even one sent with HTTP 200, and nothing that is not JSON', async () => {
    for (const text of [
      '{"code":502,"msg":"x"}',
      '{"code":801}',
      '{"msg":"no code"}',
      '{"a":{"b":1,"code":200}}',
      'null',
      '<html>',
    ]) {
      expect(await answerToKeep(Buffer.from(text), 'application/json', 30)).toBeUndefined();
    }
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br', false],
    [undefined, false],
    ['identity', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('wantsFresh', () => {
  const asking = (headers: Record<string, string>) => wantsFresh({ headers } as IncomingMessage);
  it('hears a client that asks not to be answered from a cache', () => {
    expect(asking({ 'cache-control': 'no-cache' })).toBe(true);
    expect(asking({ 'cache-control': 'max-age=0' })).toBe(true);
    expect(asking({ 'cache-control': 'private, no-store' })).toBe(true);
    expect(asking({ pragma: 'no-cache' })).toBe(true);
  });
  it('serves everyone else from the cache', () => {
    expect(asking({})).toBe(false);
    expect(asking({ 'cache-control': 'max-age=60' })).toBe(false);
    expect(asking({ 'cache-control': 'no-transform' })).toBe(false);
  });
});

describe('createCachedCalls, asked for a fresh answer', () => {
  it('fills again instead of answering from the cache', async () => {
    const cached = calls();
    const first = await cached.begin('k', 60);
    const answer = await answerToKeep(Buffer.from('{"code":200}'), 'application/json', 60);
    if (first.kind !== 'fill' || answer === undefined) throw new Error('unexpected');
    first.fill.done(answer);
    await expect(cached.begin('k', 60)).resolves.toMatchObject({ kind: 'hit' });
    await expect(cached.begin('k', 60, true)).resolves.toMatchObject({ kind: 'fill' });
  });
});
