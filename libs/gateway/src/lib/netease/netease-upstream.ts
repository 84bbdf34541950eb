import http, {
  type ClientRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import https from 'node:https';

/** One call to the NetEase upstream, decided in full before any request object exists. */
export interface UpstreamCall {
  method: 'GET' | 'HEAD' | 'POST';
  /** Path and query relative to the upstream's base URL. */
  path: string;
  /** Every header the upstream will see; nothing is added or removed later. */
  headers: OutgoingHttpHeaders;
  /** The body the gateway wrote itself (never the client's bytes). */
  body: Buffer | undefined;
}

/** A call on its way: the request (to destroy) and its response headers. */
export interface SentCall {
  request: ClientRequest;
  response: Promise<IncomingMessage>;
}

/** No byte moved on the upstream connection for the configured time. */
export class UpstreamTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(timeoutMs: number) {
    super(`the upstream sent nothing for ${timeoutMs} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

/** Sends calls to one NetEase-compatible API server over a kept-alive connection pool. */
export interface NeteaseUpstream {
  send(call: UpstreamCall): SentCall;
  /** Closes the pooled connections (tests and shutdown). */
  close(): void;
}

/**
 * The NetEase upstream as plain `http.request` calls. The request's headers and body are
 * complete when it is created and written at once, so a call that waits for a pooled socket
 * can never be changed after its headers were queued (a proxy library that edits headers when
 * the socket arrives crashes the process under a burst, and skips its edits for requests that
 * carry `Expect`). `maxSockets` matches the gateway's in-flight limit: calls beyond it are
 * queued or refused by the gateway itself, never by a hidden queue in the agent.
 * `timeoutMs` is an idle timeout on the connection: a long answer that keeps arriving is not
 * cut, a silent upstream is.
 */
export function createNeteaseUpstream(
  baseUrl: string,
  options: { timeoutMs: number; maxSockets: number },
): NeteaseUpstream {
  const base = new URL(baseUrl);
  const secure = base.protocol === 'https:';
  const basePath = base.pathname.replace(/\/+$/, '');
  // Keep-alive: a fresh TCP connection per call would dominate the latency. Every socket may
  // wait idle for the next call: with fewer free places than sockets, a busy gateway closed
  // and reopened connections (a connect and a close per call beyond the free places).
  const agentOptions = {
    keepAlive: true,
    maxSockets: options.maxSockets,
    maxFreeSockets: options.maxSockets,
  };
  const agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const transport = secure ? https : http;

  return {
    send(call) {
      const headers: OutgoingHttpHeaders = { ...call.headers };
      if (call.body !== undefined) headers['content-length'] = call.body.length;
      const request = transport.request({
        protocol: base.protocol,
        hostname: base.hostname.replace(/^\[|\]$/g, ''),
        port: base.port === '' ? undefined : Number(base.port),
        method: call.method,
        path: `${basePath}${call.path}`,
        headers,
        agent,
      });
      request.setTimeout(options.timeoutMs, () =>
        request.destroy(new UpstreamTimeoutError(options.timeoutMs)),
      );
      const response = new Promise<IncomingMessage>((resolve, reject) => {
        request.once('response', resolve);
        // `on`, not `once`: should a request report a second failure (destroyed on a timeout,
        // then its socket), an 'error' with no listener would end the process.
        request.on('error', reject);
      });
      // The caller may not await yet; an unobserved rejection must not end the process.
      response.catch(() => undefined);
      request.end(call.body);
      return { request, response };
    },
    close() {
      agent.destroy();
    },
  };
}
