import { FaultRegistry, faultRuleSchema, type FaultProbe, type FaultRule } from './fault-registry';

const probe = (
  path: string,
  ids: string[] = [],
  service: FaultProbe['service'] = 'netease',
): FaultProbe => ({ service, path, ids });
const rule = (input: Record<string, unknown>): FaultRule => faultRuleSchema.parse(input);

describe('faultRuleSchema', () => {
  it('accepts each effect alone and latency with one other effect, turning a numeric id into a string', () => {
    expect(rule({ latencyMs: 100 })).toEqual({ latencyMs: 100 });
    expect(rule({ status: 503, latencyMs: 10 })).toEqual({ status: 503, latencyMs: 10 });
    expect(rule({ timeout: true, service: 'media' })).toEqual({ timeout: true, service: 'media' });
    expect(rule({ drop: true, id: 2000004, times: 2 })).toEqual({
      drop: true,
      id: '2000004',
      times: 2,
    });
    expect(rule({ status: 301, route: '/bilibili/*' })).toMatchObject({ route: '/bilibili/*' });
  });

  it.each([
    ['no effect', { route: '/x' }],
    ['status and drop', { status: 500, drop: true }],
    ['status and timeout', { status: 500, timeout: true }],
    ['timeout and drop', { timeout: true, drop: true }],
    ['an unknown service', { service: 'spotify', status: 500 }],
    ['a route without a leading slash', { route: 'x', status: 500 }],
    ['a status below 300', { status: 204 }],
    ['a status above 599', { status: 600 }],
    ['negative latency', { latencyMs: -1 }],
    ['times 0', { status: 500, times: 0 }],
    ['an empty id', { id: '', status: 500 }],
  ])('refuses %s', (_label, input) => {
    expect(faultRuleSchema.safeParse(input).success).toBe(false);
  });
});

describe('FaultRegistry', () => {
  it('adds rules with increasing ids and no hits, lists, removes one and clears', () => {
    const registry = new FaultRegistry();
    const a = registry.add(rule({ status: 500 }));
    const b = registry.add(rule({ drop: true }));
    expect([a.faultId, b.faultId]).toEqual([1, 2]);
    expect(a.hits).toBe(0);
    expect(registry.list().map((fault) => fault.faultId)).toEqual([1, 2]);
    expect(registry.remove(1)).toBe(true);
    expect(registry.remove(1)).toBe(false);
    expect(registry.list().map((fault) => fault.faultId)).toEqual([2]);
    registry.clear();
    expect(registry.list()).toEqual([]);
    expect(registry.add(rule({ status: 500 })).faultId).toBe(3);
  });

  it('matches by service', () => {
    const registry = new FaultRegistry();
    registry.add(rule({ service: 'media', status: 500 }));
    expect(registry.take(probe('/audio/1.mp3', ['1'], 'netease'))).toBeUndefined();
    expect(registry.take(probe('/audio/1.mp3', ['1'], 'media'))?.status).toBe(500);
  });

  it('matches an exact route, or a prefix ending in *', () => {
    const registry = new FaultRegistry();
    registry.add(rule({ route: '/song/detail', status: 500 }));
    registry.add(rule({ route: '/bilibili/*', status: 502 }));
    expect(registry.take(probe('/song/detail'))?.status).toBe(500);
    expect(registry.take(probe('/song/detail/more'))).toBeUndefined();
    expect(registry.take(probe('/bilibili/playurl'))?.status).toBe(502);
    expect(registry.take(probe('/bilibil'))).toBeUndefined();
  });

  it('matches an id among the request’s ids', () => {
    const registry = new FaultRegistry();
    registry.add(rule({ id: 2000004, status: 500 }));
    expect(registry.take(probe('/song/detail', ['2000003', '2000004']))?.status).toBe(500);
    expect(registry.take(probe('/song/detail', ['2000003']))).toBeUndefined();
    expect(registry.take(probe('/song/detail'))).toBeUndefined();
  });

  it('applies the first matching rule and counts its hits', () => {
    const registry = new FaultRegistry();
    const specific = registry.add(rule({ route: '/lyric', id: '7', status: 503 }));
    const general = registry.add(rule({ route: '/lyric', status: 500 }));
    expect(registry.take(probe('/lyric', ['7']))?.faultId).toBe(specific.faultId);
    expect(registry.take(probe('/lyric', ['8']))?.faultId).toBe(general.faultId);
    expect(registry.take(probe('/lyric', ['7']))?.faultId).toBe(specific.faultId);
    expect(registry.list().map((fault) => fault.hits)).toEqual([2, 1]);
  });

  it('removes a rule with `times` once used up, and then lets requests through', () => {
    const registry = new FaultRegistry();
    registry.add(rule({ status: 500, times: 2 }));
    expect(registry.take(probe('/a'))?.status).toBe(500);
    expect(registry.list()).toHaveLength(1);
    expect(registry.take(probe('/a'))?.status).toBe(500);
    expect(registry.list()).toHaveLength(0);
    expect(registry.take(probe('/a'))).toBeUndefined();
  });
});
