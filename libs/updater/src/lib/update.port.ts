/**
 * The I/O the update check and the proxy-node list go through (contract §2 row X4). The adapters
 * (desktop renderer, web) implement them with their HTTP client and `localStorage`; the specs use
 * in-memory fakes. Every port may reject or throw: callers catch, so the check stays silent.
 */

/** Options of one GET: the adapter aborts the request after `timeoutMs`. */
export interface UpdateRequestOptions {
  timeoutMs: number;
}

/** A finished GET: the HTTP status and the parsed JSON body (null when it was not JSON). */
export interface UpdateJsonResponse {
  status: number;
  body: unknown;
}

/** A finished GET of a text file (the changelog). */
export interface UpdateTextResponse {
  status: number;
  body: string;
}

/** GETs a URL and parses its JSON body; rejects on network errors and timeouts. */
export type GetJson = (url: string, options: UpdateRequestOptions) => Promise<UpdateJsonResponse>;

/** GETs a URL as text; rejects on network errors and timeouts. */
export type GetText = (url: string, options: UpdateRequestOptions) => Promise<UpdateTextResponse>;

/** An optional sink for debug lines: the check is silent to the user, never to a developer. */
export type UpdateDebug = (message: string) => void;

/** True for a 2xx status. */
export function isOkStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * True for an absolute `https:` URL. Release pages, installer links and proxy hosts must be one:
 * an installer fetched over plain HTTP could be swapped on the way.
 */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * True for a link a release may point at: an absolute `https:` URL, or an `http:` URL on exactly
 * `trustedHttpOrigin` (a loopback test server standing in for the code host; never set in the
 * product); never one carrying a user name or password.
 */
export function isReleaseLink(value: string, trustedHttpOrigin?: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return (
    trustedHttpOrigin !== undefined && url.protocol === 'http:' && url.origin === trustedHttpOrigin
  );
}

/** A short text for a rejected port call, for the debug reason. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
