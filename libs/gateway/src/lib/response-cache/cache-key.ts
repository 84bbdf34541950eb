import { isControlParam } from '../netease/upstream-request';
import { KEY_IGNORED_PARAMS } from './cacheable-routes';

/** Whose answers a cache entry holds: everyone's, or one NetEase login's. */
export type CacheScope =
  | { kind: 'anonymous' }
  /** `generation`: the login's current one (see `AccountGenerations`). */
  | { kind: 'account'; account: string; generation: string };

/**
 * The cache key of a call: the route, its params in a fixed order (without control params,
 * which the upstream never sees from a browser, and without the cache-buster), and the scope.
 * `url` is the request URL relative to `/api`.
 */
export function cacheKeyOf(route: string, url: string, scope: CacheScope): string {
  const queryStart = url.indexOf('?');
  const pairs: string[] = [];
  if (queryStart >= 0) {
    for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
      if (KEY_IGNORED_PARAMS.has(name) || isControlParam(name)) continue;
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    }
  }
  pairs.sort();
  const owner = scope.kind === 'anonymous' ? 'anon' : `acct:${scope.account}:${scope.generation}`;
  return `rc:${owner}:${route}?${pairs.join('&')}`;
}
