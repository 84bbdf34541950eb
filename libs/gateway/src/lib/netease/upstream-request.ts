import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { NCM_CONTROL_PARAMS } from '../upstream/ncm-control-params';

/** What the gateway adds to every NetEase call (architecture decision 3). */
export interface UpstreamAdditions {
  /** The session's NetEase cookie (name=value pairs), sent as the `Cookie` header. */
  neteaseCookie: string | undefined;
  /** `realIP` param: from config, or the client address seen through a trusted proxy. */
  realIP: string | undefined;
  /** `proxy` param, from config. */
  proxy: string | undefined;
  /** `domain` param: the embedded server's cloud host (tests point it at a local fake). */
  domain: string | undefined;
}

/** Query params the browser may never choose: they steer where and as whom the upstream calls. */
const CLIENT_FORBIDDEN_PARAMS: ReadonlySet<string> = new Set(NCM_CONTROL_PARAMS);

/**
 * Whether a param name is a control param, bracket forms included: an upstream parsing queries
 * with qs (Express 4) turns `domain[]=…` or `cookie[MUSIC_U]=…` into the param itself.
 */
export function isControlParam(name: string): boolean {
  return CLIENT_FORBIDDEN_PARAMS.has(name.split('[', 1)[0] ?? name);
}

/** The client's `cookie` value asks for the desktop client variant (contract §3.2, download URL). */
function asksForPcClient(value: string | null): boolean {
  return value !== null && /(?:^|[;\s])os=pc(?:;|\s|$)/.test(value);
}

/**
 * Rewrites a request URL (relative to `/api`) for the upstream: drops every control param the
 * browser sent, then adds the gateway's own. Returns the new path and the `Cookie` header.
 */
export function upstreamRequest(
  url: string,
  additions: UpstreamAdditions,
): { path: string; cookieHeader: string | undefined } {
  const [pathname, query = ''] = splitOnce(url, '?');
  const incoming = new URLSearchParams(query);
  const pcClient = asksForPcClient(incoming.get('cookie'));
  const outgoing = new URLSearchParams();
  for (const [key, value] of incoming) {
    if (!isControlParam(key)) outgoing.append(key, value);
  }
  if (additions.realIP !== undefined) outgoing.set('realIP', additions.realIP);
  if (additions.proxy !== undefined) outgoing.set('proxy', additions.proxy);
  if (additions.domain !== undefined) outgoing.set('domain', additions.domain);
  const pairs = [additions.neteaseCookie, pcClient ? 'os=pc' : undefined].filter(
    (pair): pair is string => pair !== undefined && pair !== '',
  );
  const search = outgoing.toString();
  return {
    path: search === '' ? pathname : `${pathname}?${search}`,
    cookieHeader: pairs.length > 0 ? pairs.join('; ') : undefined,
  };
}

/** Removes the control params from a parsed POST body (the NCM server merges body over query). */
export function withoutControlParams(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!isControlParam(key)) copy[key] = value;
  }
  return copy;
}

/**
 * The browser's headers the upstream may see. Everything else stays behind: its cookies and
 * credentials (the session's login is sent instead), client address headers (they would let a
 * caller pose as any IP; the gateway sets `realIP`), `Expect` (the gateway's own server answers
 * it), hop-by-hop headers, and anything a future browser or script invents.
 */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-encoding', 'accept-language', 'user-agent'];

/**
 * Every header of the upstream call: the allowed browser headers, the session's `Cookie`, and
 * for a body (always JSON written by the gateway) its type. The length is the sender's.
 * `uncompressed` leaves out the browser's `Accept-Encoding`, for an answer the gateway reads.
 */
export function upstreamHeaders(
  incoming: IncomingHttpHeaders,
  cookieHeader: string | undefined,
  hasBody: boolean,
  uncompressed = false,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming[name];
    if (value !== undefined && !(uncompressed && name === 'accept-encoding')) headers[name] = value;
  }
  if (cookieHeader !== undefined) headers['cookie'] = cookieHeader;
  if (hasBody) headers['content-type'] = 'application/json; charset=utf-8';
  return headers;
}

function splitOnce(text: string, separator: string): [string, string?] {
  const index = text.indexOf(separator);
  return index < 0 ? [text] : [text.slice(0, index), text.slice(index + 1)];
}
