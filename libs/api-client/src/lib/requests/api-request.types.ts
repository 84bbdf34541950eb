/**
 * The shapes every call of the client goes through (spec §7 "Common rules", contract §1.2–1.3).
 * The request rules (`request-rules.ts`) turn an {@link ApiRequest} into what goes on the wire;
 * the requester runs it with the timeout, the 301 logout and the one retry.
 */

/** One call to the NetEase API surface (through the gateway on the web, the embedded server on desktop). */
export interface ApiRequest {
  /** Path on the API base, e.g. `/song/url/v1`. */
  path: string;
  method?: 'GET' | 'POST';
  /** Query params (GET) — on POST they still go in the query, as the reference client does. */
  params?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** JSON body of a POST. */
  body?: Readonly<Record<string, unknown>>;
  /** A 301 answer does not log out (only `/likelist` sets it). */
  noLogin?: boolean;
  /** No retry after a failure (only `/user/record` sets it). */
  noRetry?: boolean;
  /** Overrides the 15 s default. */
  timeoutMs?: number;
}

/** Where the client runs and what it knows, read at request time. */
export interface RequestContext {
  platform: 'web' | 'desktop';
  /** `pc` on desktop, `mobile` or `web` in a browser. */
  device: 'pc' | 'mobile' | 'web';
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
  | { kind: 'logged-out' };

/** Runs {@link ApiRequest}s: resolves with the response, rejects with an {@link ApiFailure}. */
export type Requester = (request: ApiRequest) => Promise<ApiResponse>;
