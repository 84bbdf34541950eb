import { firstQueryString } from './json-replies';

/** One gateway route in front of a WBI-signed Bilibili endpoint. */
export interface BilibiliApiRoute {
  /** Path under the router (`/search`). */
  path: string;
  /** Bilibili's path (`/x/web-interface/wbi/search/type`). */
  upstreamPath: string;
  /** Parameters that must be present and non-empty, checked in this order. */
  required: readonly string[];
  /** The only parameters forwarded; everything else the client sent is dropped. */
  allowed: readonly string[];
  /** Values used when the client gives none (contract §4.1). */
  defaults: Readonly<Record<string, string>>;
}

/**
 * The three API routes of contract §4.1. Unlike the original, which forwarded (and signed)
 * every query parameter — the client's NetEase `cookie`, `timestamp`, `device`, `proxy` and
 * `realIP` included — each route forwards only Bilibili's own parameters.
 */
export const BILIBILI_API_ROUTES: readonly BilibiliApiRoute[] = [
  {
    path: '/search',
    upstreamPath: '/x/web-interface/wbi/search/type',
    required: ['keyword'],
    allowed: ['keyword', 'search_type', 'page', 'pagesize', 'order', 'duration', 'tids'],
    defaults: { search_type: 'video', page: '1', pagesize: '20' },
  },
  {
    path: '/video/detail',
    upstreamPath: '/x/web-interface/wbi/view',
    required: ['bvid'],
    allowed: ['bvid'],
    defaults: {},
  },
  {
    path: '/playurl',
    upstreamPath: '/x/player/wbi/playurl',
    required: ['bvid', 'cid'],
    allowed: ['bvid', 'cid', 'qn', 'fnval', 'fnver', 'fourk'],
    defaults: { qn: '0', fnval: '80', fnver: '0', fourk: '1' },
  },
];

/** The outcome of {@link pickRouteParams}. */
export type PickedParams =
  { ok: true; params: Record<string, string> } | { ok: false; missing: string };

/**
 * The parameters to send upstream for `route`: the defaults, overridden by the client's values
 * of allowed parameters. A repeated parameter counts with its first value; nested (`a[b]=`)
 * values are ignored. Fails with the first required parameter that is missing or empty.
 */
export function pickRouteParams(
  route: BilibiliApiRoute,
  query: Readonly<Record<string, unknown>>,
): PickedParams {
  const params: Record<string, string> = { ...route.defaults };
  for (const name of route.allowed) {
    const value = firstQueryString(query[name]);
    if (value !== undefined && value !== '') params[name] = value;
  }
  const missing = route.required.find((name) => !params[name]);
  return missing === undefined ? { ok: true, params } : { ok: false, missing };
}
