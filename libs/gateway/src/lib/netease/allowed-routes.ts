import { NETEASE_RESPONSE_SCHEMAS } from '@cadenza/contract';

/**
 * The NetEase routes the gateway forwards: exactly the routes the client's contract registry
 * validates (the calls Cadenza makes, login included). Anything else under `/api` is a 404, so
 * the gateway never exposes the rest of the upstream's several hundred modules.
 */
export const ALLOWED_NETEASE_ROUTES: ReadonlySet<string> = new Set(
  Object.keys(NETEASE_RESPONSE_SCHEMAS),
);

/** Routes whose answer carries the login cookie in its body; the gateway moves it into the session. */
export const LOGIN_ROUTES: ReadonlySet<string> = new Set([
  '/login/qr/check',
  '/login/cellphone',
  '/login/status',
]);

/** The route that ends the session. */
export const LOGOUT_ROUTE = '/logout';

/**
 * Routes whose answers are read whole and scrubbed of any login before they reach the browser:
 * the login routes, and those whose NCM modules put cookies into the body (`/login/qr/key`,
 * `/playlist/tracks`'s wrapped `{status, body, cookie}`), found by reading the package's
 * modules for every allowed route. Every other answer streams through untouched: buffering
 * them all cost a measurable share of the gateway's throughput for bodies that never carry one.
 */
export const SCRUBBED_ROUTES: ReadonlySet<string> = new Set([
  ...LOGIN_ROUTES,
  LOGOUT_ROUTE,
  '/login/qr/key',
  '/playlist/tracks',
]);

/** The path part of a request URL relative to `/api`, without a trailing slash. */
export function routeOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
