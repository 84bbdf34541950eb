import { STORAGE_KEYS } from '@cadenza/settings';
import { z } from 'zod/mini';
import type { KeyValueStorage } from '@cadenza/ports';
import { describeError, isHttpsUrl, type GetJson, type UpdateDebug } from './update.port';

/**
 * GitHub download mirrors for the installer download (spec §7 "Update and proxy calls", §9;
 * contract §2 row X4, A482 `utils/update.ts` `getProxyNodes`). The download goes to
 * `<nodes[0]>/<github URL>` ({@link proxiedUrl}).
 *
 * - GET {@link PROXY_LIST_URL} (2000 ms). Only HTTP 200 with `code === 200` and a `data` array is
 *   accepted. Each entry needs `url` (an `https:` origin) and a finite `speed`; bad entries are
 *   dropped one by one, not the whole list.
 * - `speed` is throughput, higher is faster: the list service reports `latency` (ms) as a separate
 *   field, and the reference sorts by `speed` descending. Ties go to the lower `latency` when both
 *   sent it, then to list order. The 10 fastest are kept, without duplicates and trailing slashes.
 * - A failure (network, timeout, other status or code, no usable entry) gives the fixed six
 *   {@link FALLBACK_PROXY_NODES}. The fallback is not cached, so the next call tries the list again.
 * - A fetched list is cached under `github_proxy_nodes` as `{ nodes, timestamp }` (the reference's
 *   shape) for 10 minutes. An expired entry, or one stamped in the future (clock moved back), is
 *   refetched; a corrupt one (not JSON, wrong shape, empty) is removed and refetched. Storage
 *   errors are ignored. Never rejects.
 */

/** The third-party proxy list service. */
export const PROXY_LIST_URL = 'https://api.akams.cn/github';
/** Timeout of the list request (spec §9). */
export const PROXY_LIST_TIMEOUT_MS = 2000;
/** How many of the fastest nodes are kept (spec §9). */
export const PROXY_NODE_LIMIT = 10;
/** The `code` of a good list answer. */
export const PROXY_LIST_OK_CODE = 200;
/** Storage key of the node cache (contract local-storage keys). */
export const PROXY_NODES_CACHE_KEY = STORAGE_KEYS.githubProxyNodes;
/** How long a fetched list is reused: 10 minutes. */
export const PROXY_NODES_CACHE_TTL_MS = 10 * 60 * 1000;

/** The fixed fallback mirrors of the reference client, in its order. */
export const FALLBACK_PROXY_NODES = [
  'https://gh.lk.cc',
  'https://ghproxy.cn',
  'https://ghproxy.net',
  'https://gitproxy.click',
  'https://github.tbedu.top',
  'https://github.moeyy.xyz',
] as const;
/** How many fallback mirrors there are (spec §7: six). */
export const FALLBACK_PROXY_NODE_COUNT = FALLBACK_PROXY_NODES.length;

/** One node of the list answer; other fields (`server`, `ip`, `location`) are not read. */
export const proxyNodeDtoSchema = z.object({
  url: z.string().check(z.minLength(1)),
  speed: z.number(),
  latency: z.optional(z.number()),
});

/** The wire shape of one node. */
export type ProxyNodeDto = z.infer<typeof proxyNodeDtoSchema>;

/** The list answer: entries are validated one by one ({@link proxyNodeDtoSchema}). */
export const proxyListDtoSchema = z.object({
  code: z.literal(PROXY_LIST_OK_CODE),
  data: z.array(z.unknown()),
});

/** The wire shape of the list answer. */
export type ProxyListDto = z.infer<typeof proxyListDtoSchema>;

/** The cache entry: every node must still be an `https:` URL (the storage is not trusted). */
export const proxyNodesCacheSchema = z.object({
  nodes: z.array(z.string().check(z.refine(isHttpsUrl))).check(z.minLength(1)),
  timestamp: z.number(),
});

/** The stored shape of the cache. */
export type ProxyNodesCache = z.infer<typeof proxyNodesCacheSchema>;

/** The I/O of {@link loadProxyNodes}. */
export interface ProxyNodePorts {
  getJson: GetJson;
  storage: KeyValueStorage;
  /** Epoch ms. */
  now: () => number;
  debug?: UpdateDebug;
}

/** The nodes to try, fastest first, and where they came from. */
export interface ProxyNodes {
  nodes: string[];
  source: 'cache' | 'network' | 'fallback';
}

function debugLine(ports: ProxyNodePorts, message: string): void {
  try {
    ports.debug?.(`proxy nodes: ${message}`);
  } catch {
    // ignored: the download must not fail on a log line
  }
}

function withoutTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The fastest nodes of a list answer's `data`: valid `https:` entries, by `speed` descending,
 * then `latency` ascending, then list order; deduplicated, at most {@link PROXY_NODE_LIMIT}.
 */
export function rankProxyNodes(data: readonly unknown[]): string[] {
  const nodes = data
    .map((entry, index) => ({ parsed: proxyNodeDtoSchema.safeParse(entry), index }))
    .flatMap(({ parsed, index }) =>
      parsed.success && isHttpsUrl(parsed.data.url) ? [{ ...parsed.data, index }] : [],
    );
  nodes.sort(
    (a, b) =>
      b.speed - a.speed ||
      (a.latency ?? Number.POSITIVE_INFINITY) - (b.latency ?? Number.POSITIVE_INFINITY) ||
      a.index - b.index,
  );
  const unique = [...new Set(nodes.map((node) => withoutTrailingSlashes(node.url)))];
  return unique.slice(0, PROXY_NODE_LIMIT);
}

function readCache(ports: ProxyNodePorts): string[] | null {
  let raw: string | null;
  try {
    raw = ports.storage.getItem(PROXY_NODES_CACHE_KEY);
  } catch (error) {
    debugLine(ports, `cache unreadable (${describeError(error)})`);
    return null;
  }
  if (raw === null) return null;
  let cache: ProxyNodesCache | null = null;
  try {
    const parsed = proxyNodesCacheSchema.safeParse(JSON.parse(raw));
    cache = parsed.success ? parsed.data : null;
  } catch {
    cache = null;
  }
  if (!cache) {
    debugLine(ports, 'corrupt cache removed');
    try {
      ports.storage.removeItem(PROXY_NODES_CACHE_KEY);
    } catch {
      // ignored: the entry is overwritten by the next good fetch
    }
    return null;
  }
  const age = ports.now() - cache.timestamp;
  return age >= 0 && age < PROXY_NODES_CACHE_TTL_MS ? cache.nodes : null;
}

function writeCache(ports: ProxyNodePorts, nodes: readonly string[]): void {
  const entry: ProxyNodesCache = { nodes: [...nodes], timestamp: ports.now() };
  try {
    ports.storage.setItem(PROXY_NODES_CACHE_KEY, JSON.stringify(entry));
  } catch (error) {
    debugLine(ports, `cache not written (${describeError(error)})`);
  }
}

async function fetchProxyNodes(ports: ProxyNodePorts, listUrl: string): Promise<string[] | null> {
  try {
    const response = await ports.getJson(listUrl, { timeoutMs: PROXY_LIST_TIMEOUT_MS });
    if (response.status !== 200) {
      debugLine(ports, `list HTTP ${response.status}`);
      return null;
    }
    const parsed = proxyListDtoSchema.safeParse(response.body);
    if (!parsed.success) {
      debugLine(ports, 'list answer rejected (code or data)');
      return null;
    }
    const nodes = rankProxyNodes(parsed.data.data);
    if (nodes.length === 0) {
      debugLine(ports, 'list has no usable node');
      return null;
    }
    return nodes;
  } catch (error) {
    debugLine(ports, `list failed (${describeError(error)})`);
    return null;
  }
}

/** What {@link loadProxyNodes} needs. */
export interface LoadProxyNodesInput {
  ports: ProxyNodePorts;
  /** Overrides {@link PROXY_LIST_URL} (tests, a self-hosted list). */
  listUrl?: string;
}

/** The proxy nodes: cached (under 10 min), else fetched and cached, else the fixed six. */
export async function loadProxyNodes({
  ports,
  listUrl = PROXY_LIST_URL,
}: LoadProxyNodesInput): Promise<ProxyNodes> {
  const cached = readCache(ports);
  if (cached) return { nodes: cached, source: 'cache' };
  const fetched = await fetchProxyNodes(ports, listUrl);
  if (fetched) {
    writeCache(ports, fetched);
    return { nodes: fetched, source: 'network' };
  }
  return { nodes: [...FALLBACK_PROXY_NODES], source: 'fallback' };
}

/** A GitHub URL through a proxy node (`https://ghproxy.net/https://github.com/…`). */
export function proxiedUrl(node: string, url: string): string {
  return `${withoutTrailingSlashes(node)}/${url}`;
}
