import type { ApiFailure, ApiParamValue, ApiRequest, RequestContext } from './api-request.types';

// The request rules of spec §7 "Common rules", §8 "Retry and session" and §9, as pure functions:
// no fetch, no timers, no clock (the caller passes `now`). The requester runs them.

/** Every call gives up after 15 s (spec §9, contract §1.1: axios `timeout: 15000`). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** A failed call is retried after 500 ms (spec §8, §9). */
export const RETRY_DELAY_MS = 500;
/** A failed call is retried once (spec §8, §9). */
export const MAX_RETRIES = 1;

/**
 * Paths never retried. The reference client's list holds one placeholder entry, `'暂时没有'`
 * ("temporarily none", contract §1.3), which no real path can equal: the list is empty by
 * design, and kept as a named list so a path can be added without touching the rules. (The one
 * call that must not be retried, `/user/record`, says so itself with `noRetry`.)
 */
export const NO_RETRY_PATHS: readonly string[] = [];

/** What goes on the wire for one attempt of an {@link ApiRequest}. */
export interface PreparedRequest {
  /** The request path with its query string, relative to the API base (`/toplist?timestamp=…`). */
  url: string;
  method: 'GET' | 'POST';
  headers: Readonly<Record<string, string>>;
  /** The JSON text of a POST body; `undefined` for other methods. */
  body: string | undefined;
  timeoutMs: number;
}

/** What the requester does after a failed attempt. */
export type FailureDecision =
  { kind: 'logout' } | { kind: 'retry'; delayMs: number } | { kind: 'fail' };

/**
 * Turns a request into what goes on the wire (contract §1.2):
 * - `timestamp` (= `now`, epoch ms) and `device` in the query of every request, POST included;
 * - desktop with a stored cookie: the `cookie` query param on non-POST requests unless the caller
 *   passed its own (the caller wins), or a `cookie` field of the JSON body on POST (again unless
 *   the caller's body has one). The web build never sends it: the gateway holds the session;
 * - desktop: `proxy` and `realIP` when the settings enable them;
 * - `undefined` values are never sent.
 */
export function prepareRequest(
  request: ApiRequest,
  context: RequestContext,
  now: number,
): PreparedRequest {
  const method = request.method ?? 'GET';
  const desktop = context.platform === 'desktop';
  const token = desktop && context.token ? context.token : null;
  const query: Record<string, ApiParamValue> = {
    ...request.params,
    timestamp: now,
    device: context.device,
  };
  if (method !== 'POST' && token !== null && query['cookie'] === undefined) {
    query['cookie'] = token;
  }
  if (desktop && context.proxy) query['proxy'] = context.proxy;
  if (desktop && context.realIP) query['realIP'] = context.realIP;

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const path = request.path.startsWith('/') ? request.path : `/${request.path}`;

  let body: string | undefined;
  if (method === 'POST') {
    const fields: Record<string, unknown> = { ...request.body };
    if (token !== null && fields['cookie'] === undefined) fields['cookie'] = token;
    body = JSON.stringify(fields);
  }
  return {
    url: `${path}${path.includes('?') ? '&' : '?'}${search.toString()}`,
    method,
    headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    body,
    timeoutMs: request.timeoutMs ?? REQUEST_TIMEOUT_MS,
  };
}

/** Whether `status` is a failure: every HTTP error, and the 301 NetEase answers for "login required". */
export function isFailureStatus(status: number): boolean {
  return status === 301 || status >= 400;
}

/**
 * What to do after attempt number `attempt` (0 = the first) failed (spec §8, contract §1.3):
 * - HTTP 301 logs out, never retried; with `noLogin` it is an ordinary failure, not retried either;
 * - any other HTTP error, a timeout or a network error is retried once after 500 ms, unless the
 *   request says `noRetry` or its path is on the no-retry list;
 * - after the retry, and for a call the caller aborted, the failure is passed on.
 */
export function decideOnFailure(
  request: ApiRequest,
  failure: ApiFailure,
  attempt: number,
  noRetryPaths: readonly string[] = NO_RETRY_PATHS,
): FailureDecision {
  if (failure.kind === 'http' && failure.status === 301) {
    return request.noLogin ? { kind: 'fail' } : { kind: 'logout' };
  }
  const retriable =
    failure.kind === 'http' || failure.kind === 'timeout' || failure.kind === 'network';
  if (
    retriable &&
    attempt < MAX_RETRIES &&
    !request.noRetry &&
    !noRetryPaths.includes(request.path)
  ) {
    return { kind: 'retry', delayMs: RETRY_DELAY_MS };
  }
  return { kind: 'fail' };
}
