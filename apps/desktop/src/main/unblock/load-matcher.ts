import type { MatchFunction } from './unblock-music';

let matcher: MatchFunction | undefined;

/**
 * `@unblockneteasemusic/server`'s `match`, required on first use: the package reads its
 * environment and sets up its logger when loaded, which a launch that never unblocks should not
 * pay for.
 */
export function loadMatcher(): MatchFunction {
  matcher ??= require('@unblockneteasemusic/server') as MatchFunction;
  return matcher;
}
