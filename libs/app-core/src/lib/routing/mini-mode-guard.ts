/** Where mini mode sends the listener (spec §2, "Mini-mode guard"). */
export const MINI_PATH = '/mini';

/** The desktop lyric window's page (spec §2). */
export const LYRIC_PATH = '/lyric';

/** What the router does with a navigation while the guard watches it. */
export type GuardDecision =
  { kind: 'allow' } | { kind: 'cancel' } | { kind: 'redirect'; to: string };

/**
 * Spec §2: while mini mode is on only /mini is reachable and every other navigation is cancelled;
 * when it is off, /mini redirects to /.
 */
export function guardNavigation(miniMode: boolean, toPath: string): GuardDecision {
  const toMini = toPath === MINI_PATH;
  if (miniMode) return toMini ? { kind: 'allow' } : { kind: 'cancel' };
  return toMini ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
}

/**
 * Where to go back to when mini mode ends: the route saved on entering it (path, query and hash:
 * a search comes back with its keyword), or / when none was saved (or it was /mini itself).
 */
export function pathAfterMiniMode(savedRoute: string | null): string {
  if (savedRoute === null || savedRoute === '') return '/';
  const path = savedRoute.split(/[?#]/, 1)[0];
  return path === MINI_PATH ? '/' : savedRoute;
}

/** Spec §2: the router uses the plain path when the page has a host, a hash otherwise (file://). */
export function historyKindFor(location: { host: string }): 'browser' | 'hash' {
  return location.host === '' ? 'hash' : 'browser';
}

/** Spec §2: a lyric view is recognised by the word `lyric` in the page hash. */
export function isLyricView(location: { hash: string }): boolean {
  return location.hash.includes('lyric');
}
