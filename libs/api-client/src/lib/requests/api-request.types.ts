/**
 * The shapes every call of the client goes through (spec §7 "Common rules", contract §1.2–1.3).
 * The request rules (`request-rules.ts`) turn an {@link ApiRequest} into what goes on the wire;
 * the requester runs it with the timeout, the 301 logout and the one retry.
 */

/** A query param value; `undefined` values are left out of the URL. */
export type ApiParamValue = string | number | boolean | undefined;

/** One call to the NetEase API surface (through the gateway on the web, the embedded server on desktop). */
export interface ApiRequest {
  /** Path on the API base, e.g. `/song/url/v1`. */
  path: string;
  method?: 'GET' | 'POST';
  /** Query params (GET) — on POST they still go in the query, as the reference client does. */
  params?: Readonly<Record<string, ApiParamValue>>;
  /** JSON body of a POST. */
  body?: Readonly<Record<string, unknown>>;
  /** A 301 answer does not log out (only `/likelist` sets it). */
  noLogin?: boolean;
  /** No retry after a failure (only `/user/record` sets it). */
  noRetry?: boolean;
  /** Overrides the 15 s default. */
  timeoutMs?: number;
}

/** Where the client runs. */
export type RequestPlatform = 'web' | 'desktop';

/** The `device` query param: `pc` on desktop, `mobile` or `web` in a browser. */
export type RequestDevice = 'pc' | 'mobile' | 'web';

/** Where the client runs and what it knows, read at request time. */
export interface RequestContext {
  platform: RequestPlatform;
  /** `pc` on desktop, `mobile` or `web` in a browser. */
  device: RequestDevice;
  /** The stored NetEase cookie string (desktop only; on the web the gateway holds the session). */
  token: string | null;
  /** `<protocol>://<host>:<port>` when the desktop proxy setting is enabled. */
  proxy: string | null;
  /** The realIP setting when enabled (desktop). */
  realIP: string | null;
}

/** A finished call: the HTTP status and the parsed JSON body (null when it was not JSON). */
export interface ApiResponse {
  status: number;
  body: unknown;
}

/** Why a call failed, as the caller sees it after the rules ran (no retry left). */
export type ApiFailure =
  | { kind: 'http'; status: number; body: unknown }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'network'; message: string }
  /** The caller aborted the call (its `signal`); never retried. */
  | { kind: 'aborted' }
  /** A 301 answer ended the session: the logout ran, the call is not retried. */
  | { kind: 'logged-out' };

/** Per-call options that are not part of the request itself (so requests stay plain data). */
export interface RequestOptions {
  /** Aborts the call, its retry wait included (RTK Query passes its own signal here). */
  signal?: AbortSignal;
}

/** Runs {@link ApiRequest}s: resolves with the response, rejects with an {@link ApiFailure}. */
export type Requester = (request: ApiRequest, options?: RequestOptions) => Promise<ApiResponse>;
