import {
  createFetchJsonGet,
  parseJsonText,
  ResolveTransportError,
  withQuery,
  type FetchLike,
} from './fetch-json-get';
import type { Timers } from '@cadenza/ports';
import { startResolveSim, type SimHarness } from './sim.spec-harness';

// The fetch adapter against the simulator's alt-source port (PHP-escaped JSON, held requests,
// plain-text 404s) and a closed port.

let h: SimHarness;

beforeAll(async () => {
  h = await startResolveSim();
});
afterAll(() => h.close());
afterEach(() => h.clearFaults());

describe('createFetchJsonGet', () => {
  it('parses PHP-escaped JSON (\\/ and \\uXXXX) from the alt source', async () => {
    const song = h.info.songs.find(
      (candidate) => candidate.availability === 'full' && /[^ -~]/.test(candidate.name),
    );
    const search = { types: 'search', source: 'netease', name: song?.name ?? '', count: 1 };
    const url = { types: 'url', source: 'netease', id: `netease-${song?.id}`, br: 999 };
    expect(await (await fetch(withQuery(h.gdApiUrl, search))).text()).toMatch(/\\u[0-9a-f]{4}/);
    expect(await (await fetch(withQuery(h.gdApiUrl, url))).text()).toContain('\\/');
    const found = await h.jsonGet(h.gdApiUrl, { params: search, timeoutMs: 2_000 });
    expect(found).toEqual({
      status: 200,
      body: [expect.objectContaining({ name: song?.name, id: `netease-${song?.id}` })],
    });
    const located = await h.jsonGet(h.gdApiUrl, { params: url, timeoutMs: 2_000 });
    expect((located.body as { url: string }).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/file\//);
  });

  it('resolves any answered status, with a null body when it is not JSON', async () => {
    const answer = await h.jsonGet(`${h.sim.urls.altSource}/nothing-here`, { timeoutMs: 2_000 });
    expect(answer).toEqual({ status: 404, body: null });
  });

  it('rejects with a timeout when the answer does not come in time', async () => {
    await h.fault({ service: 'alt-source', route: '/music', timeout: true, times: 1 });
    const pending = h.jsonGet(h.musicProxyUrl, { params: { id: 1 }, timeoutMs: 100 });
    await expect(pending).rejects.toBeInstanceOf(ResolveTransportError);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('rejects with a network error when nothing answers', async () => {
    await h.fault({ service: 'alt-source', route: '/music', drop: true, times: 1 });
    await expect(
      h.jsonGet(h.musicProxyUrl, { params: { id: 1 }, timeoutMs: 2_000 }),
    ).rejects.toMatchObject({
      kind: 'network',
      name: 'ResolveTransportError',
    });
  });

  it('arms and clears its timer on the given timers', async () => {
    const armed: number[] = [];
    const cleared: unknown[] = [];
    const timers: Pick<Timers, 'setTimeout' | 'clearTimeout'> = {
      setTimeout: (_callback, ms) => {
        armed.push(ms);
        return 'handle';
      },
      clearTimeout: (handle) => cleared.push(handle),
    };
    const fetchImpl: FetchLike = async (url) => ({
      status: 200,
      text: async () => `{"url":"${url}"}`,
    });
    const get = createFetchJsonGet(fetchImpl, timers);
    await expect(get('/music', { params: { id: 5 }, timeoutMs: 42 })).resolves.toEqual({
      status: 200,
      body: { url: '/music?id=5' },
    });
    expect(armed).toEqual([42]);
    expect(cleared).toEqual(['handle']);
  });
});

describe('helpers', () => {
  it('appends params to absolute and relative URLs', () => {
    expect(withQuery('/api/x', { a: 1, b: 'c d' })).toBe('/api/x?a=1&b=c+d');
    expect(withQuery('/api/x?z=0', { a: 1 })).toBe('/api/x?z=0&a=1');
    expect(withQuery('/api/x')).toBe('/api/x');
  });

  it('parses JSON after a byte-order mark, null otherwise', () => {
    expect(parseJsonText('\uFEFF{"url":"https:\\/\\/a\\/b"}')).toEqual({ url: 'https://a/b' });
    expect(parseJsonText('<html>')).toBeNull();
  });
});
