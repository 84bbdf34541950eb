import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

/** A request as a client on the wire would send it, with control over framing and `Expect`. */
export interface RawRequest {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string;
  /** Send the body in chunks (`Transfer-Encoding: chunked`) instead of with a length. */
  chunked?: boolean;
  /** Send `Expect: 100-continue` and hold the body until the server says `100 Continue`. */
  expectContinue?: boolean;
  /** Bind the client side to this loopback address (many clients from one machine). */
  localAddress?: string;
}

/** What came back. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The server sent `100 Continue` before its answer. */
  continued: boolean;
}

/**
 * Sends one request over a fresh connection with `node:http` (fetch decides framing itself and
 * never sends `Expect`). Rejects on a connection error.
 */
export function rawRequest(url: string, options: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: OutgoingHttpHeaders = { ...options.headers };
    const body = options.body;
    if (body !== undefined && !options.chunked) headers['content-length'] = Buffer.byteLength(body);
    if (body !== undefined && options.chunked) headers['transfer-encoding'] = 'chunked';
    if (options.expectContinue) headers['expect'] = '100-continue';
    let continued = false;
    const outgoing = request(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      agent: false,
      localAddress: options.localAddress,
    });
    const writeBody = () => {
      if (body !== undefined && options.chunked) {
        // Two chunks, split mid-value, so a reader that assumes one chunk is caught.
        const middle = Math.floor(body.length / 2);
        outgoing.write(body.slice(0, middle));
        outgoing.write(body.slice(middle));
      } else if (body !== undefined) {
        outgoing.write(body);
      }
      outgoing.end();
    };
    outgoing.on('continue', () => {
      continued = true;
      writeBody();
    });
    outgoing.on('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: text,
          continued,
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    if (options.expectContinue) outgoing.flushHeaders();
    else writeBody();
  });
}
