import type { LookupAddress, LookupOptions } from 'node:dns';
import http, {
  type ClientRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import https from 'node:https';
import { pooledMediaAgent } from './media-agent-pool';
import type { ApprovedMediaTarget } from './media-target-guard';

/** How {@link openPinnedRequest} should ask. */
export interface PinnedRequestOptions {
  method: 'GET' | 'HEAD';
  headers: OutgoingHttpHeaders;
  /** Give up (and close the socket) when no response headers arrived within this long. */
  timeoutMs: number;
  /** Aborting it destroys the request and its socket at once (e.g. the client went away). */
  signal?: AbortSignal;
}

/** A request on its way: the request itself (to destroy) and its response headers. */
export interface PinnedRequest {
  request: ClientRequest;
  response: Promise<IncomingMessage>;
}

/** The upstream gave no response headers within `timeoutMs`. */
export class PinnedRequestTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`no response within ${timeoutMs} ms`);
    this.name = 'PinnedRequestTimeoutError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Sends a GET or HEAD to an approved media target over a connection pinned to the address the
 * guard validated: the request's `lookup` answers that address and nothing else, so DNS is not
 * asked again between the check and the connect (no rebinding window). The URL's host name
 * stays the `Host` header and the TLS server name, so virtual hosting and certificate checks
 * work as for a normal request. Connections are kept alive in pools keyed by scheme, host,
 * port *and the validated address*: a reused socket is connected to exactly the address this
 * request's own check approved, so pooling opens no rebinding window, and a media host that
 * serves many range requests is not paid a TCP (and TLS) handshake for each one. The pools
 * never queue a request for a socket and never close one carrying a stream (see
 * `pooledMediaAgent`); the caller bounds how many requests it sends.
 */
export function openPinnedRequest(
  target: ApprovedMediaTarget,
  options: PinnedRequestOptions,
): PinnedRequest {
  const { url, address, family } = target;
  const secure = url.protocol === 'https:';
  const hostname = bare(url.hostname);
  const lookup = (_name: string, lookupOptions: LookupOptions, callback: LookupCallback) => {
    // With autoSelectFamily (Node 20's default) net asks for every address at once.
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const requestOptions: https.RequestOptions = {
    method: options.method,
    protocol: url.protocol,
    hostname,
    port: url.port === '' ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    headers: options.headers,
    agent: pooledMediaAgent(secure, hostname, url.port, address),
    lookup,
    signal: options.signal,
  };
  if (secure && target.address !== hostname) requestOptions.servername = hostname;
  const request = secure ? https.request(requestOptions) : http.request(requestOptions);
  const timer = setTimeout(
    () => request.destroy(new PinnedRequestTimeoutError(options.timeoutMs)),
    options.timeoutMs,
  );
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', (incoming) => {
      clearTimeout(timer);
      resolve(incoming);
    });
    request.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.once('close', () => clearTimeout(timer));
  });
  // A rejection nobody awaits yet (the caller may be between steps) must not crash the process.
  response.catch(() => undefined);
  request.end();
  return { request, response };
}

function bare(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
