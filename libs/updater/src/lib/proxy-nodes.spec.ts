import {
  FALLBACK_PROXY_NODES,
  FALLBACK_PROXY_NODE_COUNT,
  PROXY_LIST_TIMEOUT_MS,
  PROXY_LIST_URL,
  PROXY_NODES_CACHE_KEY,
  PROXY_NODES_CACHE_TTL_MS,
  PROXY_NODE_LIMIT,
  loadProxyNodes,
  proxiedUrl,
  rankProxyNodes,
} from './proxy-nodes';
import { createFakeHttp, createFakeStorage, type FakeAnswer } from './update.fixture';
import type { UpdateJsonResponse } from './update.port';

const NOW = Date.UTC(2025, 6, 1, 12, 0, 0);

/** A node as the list service sends it (`speed` throughput, `latency` ms). */
function node(host: string, speed: number, latency?: number) {
  return {
    url: `https://${host}`,
    server: 'cloudflare',
    ip: '104.21.0.1',
    location: 'US',
    ...(latency === undefined ? {} : { latency }),
    speed,
  };
}

/** Twelve nodes, listed slowest first, so order and the limit both matter. */
const TWELVE = Array.from({ length: 12 }, (_, i) => node(`gh${i + 1}.example`, i + 1, 200));
const TOP_TEN = Array.from({ length: 10 }, (_, i) => `https://gh${12 - i}.example`);

function listAnswer(data: unknown[]): UpdateJsonResponse {
  return {
    status: 200,
    body: {
      code: 200,
      msg: 'success',
      data,
      total: data.length,
      update_time: '2025-07-01 11:55:00',
    },
  };
}

function setup(
  listAnswerOrError: FakeAnswer<UpdateJsonResponse> | undefined,
  storage = createFakeStorage(),
) {
  const http = createFakeHttp(
    listAnswerOrError === undefined ? {} : { [PROXY_LIST_URL]: listAnswerOrError },
  );
  const clock = { now: NOW };
  const debug = jest.fn<void, [string]>();
  const load = () =>
    loadProxyNodes({ ports: { getJson: http.getJson, storage, now: () => clock.now, debug } });
  return { http, storage, clock, debug, load };
}

function cacheEntry(nodes: unknown, timestamp: unknown): string {
  return JSON.stringify({ nodes, timestamp });
}

describe('constants (spec §7, §9)', () => {
  it('match the reference', () => {
    expect(PROXY_LIST_URL).toBe('https://api.akams.cn/github');
    expect(PROXY_LIST_TIMEOUT_MS).toBe(2000);
    expect(PROXY_NODE_LIMIT).toBe(10);
    expect(FALLBACK_PROXY_NODE_COUNT).toBe(6);
    expect(new Set(FALLBACK_PROXY_NODES).size).toBe(6);
    expect(PROXY_NODES_CACHE_TTL_MS).toBe(600_000);
    expect(PROXY_NODES_CACHE_KEY).toBe('github_proxy_nodes');
  });
});

describe('rankProxyNodes', () => {
  it.each<[string, unknown[], string[]]>([
    ['keeps the 10 fastest, highest speed first', TWELVE, TOP_TEN],
    [
      'breaks speed ties by lower latency, then list order',
      [node('a', 5, 300), node('b', 5, 100), node('c', 5), node('d', 5, 100), node('e', 9)],
      ['https://e', 'https://b', 'https://d', 'https://a', 'https://c'],
    ],
    [
      'drops entries without an https url or a numeric speed',
      [
        node('ok', 1),
        { url: 'http://plain.example', speed: 99 },
        { url: 'ftp://files.example', speed: 98 },
        { url: 'not a url', speed: 97 },
        { url: 'https://no-speed.example' },
        { url: 'https://text-speed.example', speed: '12' },
        { speed: 50 },
        null,
        'https://string.example',
      ],
      ['https://ok'],
    ],
    [
      'strips trailing slashes and duplicates',
      [node('dup/', 3), node('dup', 2), node('other//', 1)],
      ['https://dup', 'https://other'],
    ],
    [
      'accepts negative and zero speeds',
      [node('zero', 0), node('neg', -1)],
      ['https://zero', 'https://neg'],
    ],
    ['is empty for an empty list', [], []],
  ])('%s', (_label, data, expected) => {
    expect(rankProxyNodes(data)).toEqual(expected);
  });
});

describe('loadProxyNodes: network', () => {
  it('fetches, keeps the 10 fastest and caches them with the time', async () => {
    const { load, http, storage } = setup(listAnswer(TWELVE));
    await expect(load()).resolves.toEqual({ nodes: TOP_TEN, source: 'network' });
    expect(http.calls).toEqual([{ url: PROXY_LIST_URL, timeoutMs: 2000 }]);
    expect(JSON.parse(storage.values.get(PROXY_NODES_CACHE_KEY) ?? 'null')).toEqual({
      nodes: TOP_TEN,
      timestamp: NOW,
    });
  });

  it.each<[string, FakeAnswer<UpdateJsonResponse> | undefined, string]>([
    ['unreachable', undefined, 'list failed (ENOTFOUND'],
    ['timed out', new Error('timeout of 2000ms exceeded'), 'list failed (timeout'],
    ['HTTP 500', { status: 500, body: null }, 'list HTTP 500'],
    ['HTTP 204', { status: 204, body: { code: 200, data: TWELVE } }, 'list HTTP 204'],
    ['code 500', { status: 200, body: { code: 500, msg: 'error', data: TWELVE } }, 'rejected'],
    ['code "200" as text', { status: 200, body: { code: '200', data: TWELVE } }, 'rejected'],
    ['data missing', { status: 200, body: { code: 200 } }, 'rejected'],
    ['data not a list', { status: 200, body: { code: 200, data: { url: 'x' } } }, 'rejected'],
    ['an HTML page', { status: 200, body: null }, 'rejected'],
    ['no usable node', listAnswer([{ url: 'http://plain.example', speed: 1 }]), 'no usable node'],
    ['an empty list', listAnswer([]), 'no usable node'],
  ])(
    'falls back to the fixed six when the list is %s, without caching',
    async (_l, answer, why) => {
      const { load, storage, debug } = setup(answer);
      await expect(load()).resolves.toEqual({
        nodes: [...FALLBACK_PROXY_NODES],
        source: 'fallback',
      });
      expect(storage.values.has(PROXY_NODES_CACHE_KEY)).toBe(false);
      expect(debug).toHaveBeenCalledWith(expect.stringContaining(why));
    },
  );

  it('retries the list on the next call after a fallback', async () => {
    const { load, http } = setup(undefined);
    await load();
    await load();
    expect(http.calls).toHaveLength(2);
  });
});

describe('loadProxyNodes: cache (10 minutes)', () => {
  const CACHED = ['https://cached1.example', 'https://cached2.example'];

  it.each<[string, number, 'cache' | 'network']>([
    ['just written', 0, 'cache'],
    ['9 min 59.999 s old', PROXY_NODES_CACHE_TTL_MS - 1, 'cache'],
    ['exactly 10 min old', PROXY_NODES_CACHE_TTL_MS, 'network'],
    ['an hour old', 3_600_000, 'network'],
    ['stamped in the future', -1, 'network'],
  ])('an entry %s → %s', async (_label, age, source) => {
    const storage = createFakeStorage({ [PROXY_NODES_CACHE_KEY]: cacheEntry(CACHED, NOW - age) });
    const { load, http } = setup(listAnswer(TWELVE), storage);
    const result = await load();
    expect(result.source).toBe(source);
    expect(result.nodes).toEqual(source === 'cache' ? CACHED : TOP_TEN);
    expect(http.calls).toHaveLength(source === 'cache' ? 0 : 1);
    expect(storage.removed).toEqual([]);
  });

  it('serves a fetch from cache for 10 minutes, then refetches', async () => {
    const { load, http, clock } = setup(listAnswer(TWELVE));
    await load();
    clock.now += PROXY_NODES_CACHE_TTL_MS - 1;
    await expect(load()).resolves.toMatchObject({ source: 'cache' });
    clock.now += 1;
    await expect(load()).resolves.toMatchObject({ source: 'network' });
    expect(http.calls).toHaveLength(2);
  });

  it.each<[string, string]>([
    ['not JSON', '{nodes:'],
    ['JSON null', 'null'],
    ['a bare list (no timestamp)', JSON.stringify(CACHED)],
    ['no nodes', cacheEntry([], NOW)],
    ['a non-string node', cacheEntry([42], NOW)],
    ['an http node', cacheEntry(['http://plain.example'], NOW)],
    ['a javascript: node', cacheEntry(['javascript:alert(1)'], NOW)],
    ['a text timestamp', cacheEntry(CACHED, String(NOW))],
    ['no timestamp', JSON.stringify({ nodes: CACHED })],
  ])('removes a corrupt entry (%s) and refetches', async (_label, raw) => {
    const storage = createFakeStorage({ [PROXY_NODES_CACHE_KEY]: raw });
    const { load, debug } = setup(listAnswer(TWELVE), storage);
    await expect(load()).resolves.toEqual({ nodes: TOP_TEN, source: 'network' });
    expect(storage.removed).toEqual([PROXY_NODES_CACHE_KEY]);
    expect(debug).toHaveBeenCalledWith('proxy nodes: corrupt cache removed');
    expect(storage.values.get(PROXY_NODES_CACHE_KEY)).toBe(cacheEntry(TOP_TEN, NOW));
  });

  it.each<[string, ('getItem' | 'setItem' | 'removeItem')[], string]>([
    ['unreadable', ['getItem'], 'network'],
    ['read-only', ['setItem'], 'network'],
  ])('still answers when storage is %s', async (_label, failing, source) => {
    const storage = createFakeStorage({}, failing);
    const { load } = setup(listAnswer(TWELVE), storage);
    await expect(load()).resolves.toEqual({ nodes: TOP_TEN, source });
  });

  it('refetches when a corrupt entry cannot be removed', async () => {
    const storage = createFakeStorage({ [PROXY_NODES_CACHE_KEY]: 'garbage' }, ['removeItem']);
    const { load } = setup(listAnswer(TWELVE), storage);
    await expect(load()).resolves.toMatchObject({ source: 'network' });
  });

  it('ignores a throwing debug sink and works without one', async () => {
    const http = createFakeHttp({});
    const storage = createFakeStorage({}, ['getItem']);
    const explode = () => {
      throw new Error('boom');
    };
    const ports = { getJson: http.getJson, storage, now: () => NOW };
    await expect(loadProxyNodes({ ports: { ...ports, debug: explode } })).resolves.toMatchObject({
      source: 'fallback',
    });
    await expect(loadProxyNodes({ ports })).resolves.toMatchObject({ source: 'fallback' });
  });

  it('uses a custom list URL', async () => {
    const listUrl = 'https://mirrors.example/github.json';
    const http = createFakeHttp({ [listUrl]: listAnswer(TWELVE) });
    const ports = { getJson: http.getJson, storage: createFakeStorage(), now: () => NOW };
    await expect(loadProxyNodes({ ports, listUrl })).resolves.toMatchObject({ source: 'network' });
    expect(http.calls.map((call) => call.url)).toEqual([listUrl]);
  });
});

describe('proxiedUrl', () => {
  it.each<[string, string, string]>([
    [
      'https://ghproxy.net',
      'https://github.com/o/r/releases/download/v1.0.0/App-1.0.0-win-x64.exe',
      'https://ghproxy.net/https://github.com/o/r/releases/download/v1.0.0/App-1.0.0-win-x64.exe',
    ],
    ['https://gh.lk.cc/', 'https://github.com/x', 'https://gh.lk.cc/https://github.com/x'],
  ])('%s + %s', (nodeUrl, url, expected) => {
    expect(proxiedUrl(nodeUrl, url)).toBe(expected);
  });
});
